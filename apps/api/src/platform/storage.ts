import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where files live: local disk by default, any S3-compatible store in production.
 * Keys are paths like `catalogue/samples/abc.svg` or `documents/{userId}/{uuid}.pdf`.
 * Keys under `catalogue/` and `public/` are public (brand logos, sample images); every other key is private
 * and read through a short-lived signed URL.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** URL a browser PUTs the file to, valid for `expiresInSeconds`. */
  signedUploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
  /**
   * URL a browser GETs a private file from, valid for `expiresInSeconds`. With `attachment`, the file is served as
   * that content type and downloaded under that name (Content-Disposition: attachment), both covered by the signature.
   */
  signedDownloadUrl(key: string, expiresInSeconds: number, attachment?: Attachment): Promise<string>;
  /** Long-lived URL of a public key (catalogue images, logos). */
  publicUrl(key: string): string;
  /** The public key a URL of `publicUrl` names; undefined for any other URL. */
  keyOfPublicUrl(url: string): string | undefined;
}

/** How a signed download names its file: the content type it is served as and the name it is saved under. */
export type Attachment = { fileName: string; contentType: string };

/**
 * A Content-Disposition that downloads under `fileName`: an ASCII fallback for old clients, and the exact name in
 * UTF-8 (RFC 6266, RFC 8187), so quotes, backslashes and non-ASCII letters cannot break the header.
 */
export function attachmentDisposition(fileName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never reach a header
  const plain = fileName.replace(/[\u0000-\u001f\u007f]/g, '');
  const ascii = plain.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(plain).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The public key after `prefix` in a URL made by `publicUrl`, when it is one. */
export function publicKeyAfter(prefix: string, url: string): string | undefined {
  if (!url.startsWith(prefix)) return undefined;
  let key: string;
  try {
    key = decodeURI(url.slice(prefix.length));
  } catch {
    return undefined;
  }
  return isSafeKey(key) && isPublicKey(key) ? key : undefined;
}

const isMissingFile = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes(String((error as { code?: unknown } | null)?.code));

export const isPublicKey = (key: string) => key.startsWith('catalogue/') || key.startsWith('public/');

export function isSafeKey(key: string): boolean {
  return /^[a-zA-Z0-9][a-zA-Z0-9._/-]{0,300}$/.test(key) && !key.includes('..') && !key.includes('//');
}

/** Local-disk storage with HMAC-signed, expiring URLs served by the API itself under /api/files. */
export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(
    root: string,
    private readonly secret: string,
    private readonly baseUrl = '',
  ) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { body: createReadStream(path), size: info.size };
    } catch (error) {
      // a missing file is an answer; anything else (permissions, a failing disk) is an error the handler logs
      if (isMissingFile(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  sign(method: 'GET' | 'PUT', key: string, expires: number, contentType = ''): string {
    return createHmac('sha256', this.secret)
      .update(`${method}\n${key}\n${expires}\n${contentType}`)
      .digest('base64url');
  }

  /** True when the signature matches and has not expired. */
  verify(method: 'GET' | 'PUT', key: string, expires: number, signature: string, contentType = ''): boolean {
    if (!Number.isFinite(expires) || expires * 1000 < Date.now()) return false;
    const expected = Buffer.from(this.sign(method, key, expires, contentType));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signedUrl(method: 'GET' | 'PUT', key: string, expiresInSeconds: number, contentType = ''): string {
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const signature = this.sign(method, key, expires, contentType);
    return `${this.baseUrl}/api/files/${encodeURI(key)}?expires=${expires}&signature=${signature}`;
  }

  /** What a download's signature covers besides the key and expiry: the type and name it is served with. */
  static attachmentText({ contentType, fileName }: Attachment): string {
    return `attachment\n${contentType}\n${fileName}`;
  }

  async signedUploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    return this.signedUrl('PUT', key, expiresInSeconds, contentType);
  }

  async signedDownloadUrl(key: string, expiresInSeconds: number, attachment?: Attachment): Promise<string> {
    if (!attachment) return this.signedUrl('GET', key, expiresInSeconds);
    const url = this.signedUrl('GET', key, expiresInSeconds, LocalStorage.attachmentText(attachment));
    const named = new URLSearchParams({ type: attachment.contentType, name: attachment.fileName });
    return `${url}&${named}`;
  }

  publicUrl(key: string): string {
    return `${this.baseUrl}/api/files/${encodeURI(key)}`;
  }

  keyOfPublicUrl(url: string): string | undefined {
    return publicKeyAfter(`${this.baseUrl}/api/files/`, url);
  }
}
