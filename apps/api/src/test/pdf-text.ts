import { inflateSync } from 'node:zlib';

// What a PDF made by pdf-lib says, for the tests of the presentation (API and Playwright) and the data sheets: pdf-lib
// cannot read text back.

// the standard fonts' strings are Windows-1252 codes: Latin-1, but for the typographic marks in 0x80-0x9f
// (node's TextDecoder reads 'windows-1252' as Latin-1 without full ICU)
const WINDOWS_1252: Record<number, string> = { 133: '…', 145: '‘', 146: '’', 147: '“', 148: '”', 150: '–', 151: '—' };
const fromWindows1252 = (bytes: Buffer) =>
  [...bytes].map((byte) => WINDOWS_1252[byte] ?? String.fromCharCode(byte)).join('');

/** The text a PDF's pages draw, from its (deflated) content streams: pdf-lib writes each string in hex. */
export function drawnText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((match) => {
    const bytes = Buffer.from(match[1]!, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  return streams
    .flatMap((stream) => [...stream.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)])
    .map((match) => fromWindows1252(Buffer.from(match[1]!, 'hex')))
    .join('\n');
}
