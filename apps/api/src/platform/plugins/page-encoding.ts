import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** A content coding the server-rendered pages are sent in. */
export type PageEncoding = 'br' | 'gzip';

/**
 * The coding to send a page in for an `Accept-Encoding` header: Brotli, else gzip, else none. A coding the client
 * refuses (`;q=0`) is not chosen.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((item) => item.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * A page compressed in `encoding`. The qualities are a page's few milliseconds, not the assets' maximum (those are
 * compressed once at build time): a listing of 360 kB becomes about 37 kB (Brotli) or 45 kB (gzip) in 2-3 ms, on
 * libuv's threads rather than the event loop.
 */
export function encodePage(encoding: PageEncoding, text: string): Promise<Buffer> {
  return encoding === 'br'
    ? compressBrotli(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      })
    : compressGzip(text, { level: 3 });
}
