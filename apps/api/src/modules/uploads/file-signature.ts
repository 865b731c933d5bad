import type { Readable } from 'node:stream';

// the first bytes of each accepted format; a file whose bytes disagree with its type is refused
const SIGNATURES: Record<string, readonly number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

// a WebP file is a RIFF container: "RIFF", four bytes of length, then "WEBP"
const WEBP_RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP_FORM = [0x57, 0x45, 0x42, 0x50];

export const SIGNATURE_BYTES = 12;

const startsWithAt = (bytes: Uint8Array, expected: readonly number[], offset: number) =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

/** True when the bytes start with the magic number of the declared content type. */
export function hasSignatureOf(contentType: string, bytes: Uint8Array): boolean {
  if (contentType === 'image/webp') return startsWithAt(bytes, WEBP_RIFF, 0) && startsWithAt(bytes, WEBP_FORM, 8);
  const signature = SIGNATURES[contentType];
  if (!signature || bytes.length < signature.length) return false;
  return signature.every((byte, index) => bytes[index] === byte);
}

/** Reads the first `count` bytes of a stream and stops reading it. */
export async function readFirstBytes(stream: Readable, count = SIGNATURE_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(buffer);
      length += buffer.length;
      if (length >= count) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, count);
}
