import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, spreadsheetCell } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, over CRLF and LF', () => {
    const text = 'name,description\r\n"Oak, smoked","He said ""matt"""\n"Two\nlines",plain\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'description'] },
      { line: 2, fields: ['Oak, smoked', 'He said "matt"'] },
      { line: 3, fields: ['Two\nlines', 'plain'] },
    ]);
  });

  it('keeps empty fields, skips blank lines and a byte-order mark, and counts lines', () => {
    expect(parseCsv('\uFEFFa,b,c\n\n1,,3\n,,\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 3, fields: ['1', '', '3'] },
      { line: 4, fields: ['', '', ''] },
    ]);
    expect(parseCsv('a\n""')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, fields: [''] },
    ]);
  });

  it('refuses a quote never closed and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a\n"open,1\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"open,1\n')).toThrow(/^Line 2/);
    expect(() => parseCsv('a,b\n"x"y,1')).toThrow(/^Line 2/);
  });

  // the web's import preview reads the file with the same parser
  it("reads quoted fields with commas, quotes and line breaks, and keeps each record's first line", () => {
    const records = parseCsv('name,sku\r\n"Oak, smoked",OAK-1\n"Say ""hi""\nthere",B-2\n\nLast,L-3');
    expect(records).toEqual([
      { line: 1, fields: ['name', 'sku'] },
      { line: 2, fields: ['Oak, smoked', 'OAK-1'] },
      { line: 3, fields: ['Say "hi"\nthere', 'B-2'] },
      { line: 6, fields: ['Last', 'L-3'] },
    ]);
  });
});

describe('spreadsheetCell', () => {
  it('keeps plain text and numbers as they are', () => {
    expect(spreadsheetCell('Oak Plank')).toBe('Oak Plank');
    expect(spreadsheetCell(12)).toBe('12');
  });

  it('writes a would-be formula as text, and quotes commas, quotes and line breaks', () => {
    expect(spreadsheetCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(spreadsheetCell('-5')).toBe("'-5");
    expect(spreadsheetCell('@cmd')).toBe("'@cmd");
    expect(spreadsheetCell('Teak, Oiled')).toBe('"Teak, Oiled"');
    expect(spreadsheetCell('two\nlines')).toBe('"two\nlines"');
  });
});
