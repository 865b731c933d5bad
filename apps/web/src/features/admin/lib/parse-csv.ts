/** One record of a CSV file and the line of the file it starts on (the header is line 1). */
export type CsvRecord = { line: number; cells: string[] };

/**
 * Reads CSV text as RFC 4180 has it: commas, double-quoted cells with "" for a quote, line breaks inside quotes,
 * CRLF or LF endings. Blank lines are skipped. Only for the import preview: the server parses the file again.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  const source = text.replace(/^\uFEFF/, '');

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]?.trim()) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };

  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (inQuotes) {
      if (character === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') {
        inQuotes = false;
      } else {
        if (character === '\n') line += 1;
        cell += character;
      }
    } else if (character === '"') {
      inQuotes = true;
    } else if (character === ',') {
      cells.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += character;
    }
  }
  if (cell || cells.length) endRecord();
  return records;
}
