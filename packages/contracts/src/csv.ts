// the browser build runs in Node too, so the server and the web's import preview read a file with the same code
import { CsvError, parse } from 'csv-parse/browser/esm/sync';

/** A CSV the parser cannot read, with the line the problem is on. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

/** One record of a CSV file and the line of the file it starts on (the header is line 1). */
export type CsvRecord = { line: number; fields: string[] };

const problems: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted field must end at a comma or the end of the line',
};

/**
 * Reads CSV text by RFC 4180 (csv-parse): fields separated by commas, records by CRLF or LF; a quoted field may hold
 * commas, line breaks and doubled quotes. A byte-order mark is dropped and blank lines are skipped; records may have
 * different lengths (the importer says which fields are missing). Each record carries the line it starts on.
 */
export function parseCsv(text: string): CsvRecord[] {
  try {
    const rows = parse(text, {
      bom: true,
      info: true,
      // a file may mix line endings (one pasted from another): each of them ends a record
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return rows.map(({ record, info }) => ({ line: firstLineOf(info.lines, record), fields: record }));
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      throw new CsvSyntaxError(line, problems[error.code] ?? error.message);
    }
    throw error;
  }
}

/** The line a record starts on: the line it ends on (`info.lines`) less the line breaks inside its fields. */
function firstLineOf(endLine: number, record: string[]): number {
  const breaks = record.reduce((count, field) => count + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
  return endLine - breaks;
}

/**
 * A cell of a file made for a spreadsheet: a text a spreadsheet would run as a formula (=, +, -, @, a tab or a return
 * first) is written as text with a leading apostrophe, and a cell with a comma, a quote or a line break is quoted.
 */
export function spreadsheetCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
