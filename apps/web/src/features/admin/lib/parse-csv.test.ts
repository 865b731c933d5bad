import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it("reads quoted cells with commas, quotes and line breaks, and keeps each record's first line", () => {
    const records = parseCsv('name,sku\r\n"Oak, smoked",OAK-1\n"Say ""hi""\nthere",B-2\n\nLast,L-3');
    expect(records).toEqual([
      { line: 1, cells: ['name', 'sku'] },
      { line: 2, cells: ['Oak, smoked', 'OAK-1'] },
      { line: 3, cells: ['Say "hi"\nthere', 'B-2'] },
      { line: 6, cells: ['Last', 'L-3'] },
    ]);
  });
});
