/** A CSV the parser cannot read, with the line the problem is on. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

export type CsvRecord = { line: number; fields: string[] };

/**
 * Parses CSV text by RFC 4180: fields separated by commas, records by CRLF or LF; a quoted field may hold commas,
 * line breaks and doubled quotes (`""`). A leading byte-order mark is dropped and blank lines are skipped.
 * Each record carries the line it starts on (the first line is 1).
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;
  let fieldWasQuoted = false;

  const endRecord = () => {
    fields.push(field);
    const isBlank = fields.length === 1 && fields[0] === '' && !fieldWasQuoted;
    if (!isBlank) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldWasQuoted = false;
  };

  while (index < input.length) {
    const char = input[index];
    if (char === '"' && field === '' && !fieldWasQuoted) {
      // a quoted field: read to the closing quote, a doubled quote standing for one
      const startLine = line;
      index++;
      for (;;) {
        if (index >= input.length) throw new CsvSyntaxError(startLine, 'a quoted field is never closed');
        const inner = input[index];
        if (inner === '"') {
          if (input[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index++;
          break;
        }
        if (inner === '\n') line++;
        field += inner;
        index++;
      }
      fieldWasQuoted = true;
      const after = input[index];
      if (after !== undefined && after !== ',' && after !== '\n' && after !== '\r') {
        throw new CsvSyntaxError(line, 'a quoted field must end at a comma or the end of the line');
      }
      continue;
    }
    if (char === ',') {
      fields.push(field);
      field = '';
      fieldWasQuoted = false;
      index++;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      index += char === '\r' && input[index + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    if (fieldWasQuoted) throw new CsvSyntaxError(line, 'a quoted field must end at a comma or the end of the line');
    field += char;
    index++;
  }
  if (field !== '' || fields.length > 0 || fieldWasQuoted) endRecord();
  return records;
}
