import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config.js';
import { type Attachment, attachmentDisposition, isSafeKey, publicKeyAfter, type Storage } from './storage.js';

export type S3Settings = NonNullable<Config['s3']>;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Any S3-compatible store (AWS, Cloudflare R2, MinIO): browsers PUT and GET through presigned URLs, so the
 * bytes never pass through the API. Path-style addressing works with every S3-compatible endpoint.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly baseUrl: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: true,
      // default checksums would add headers a browser's presigned PUT does not send, and some stores refuse them
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
    const endpoint = settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`;
    this.baseUrl = `${endpoint.replace(/\/$/, '')}/${settings.bucket}`;
  }

  private checked(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
      if (!object.Body) return null;
      const body =
        object.Body instanceof Readable ? object.Body : Readable.from(object.Body as AsyncIterable<Uint8Array>);
      return { body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  /** The Content-Type is signed: the browser must send exactly the type the server chose for the key. */
  signedUploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), ContentType: contentType });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }

  /** With `attachment`, the store answers with that type and name (its response-content-* overrides, signed). */
  signedDownloadUrl(key: string, expiresInSeconds: number, attachment?: Attachment): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.checked(key),
      ...(attachment && {
        ResponseContentType: attachment.contentType,
        ResponseContentDisposition: attachmentDisposition(attachment.fileName),
      }),
    });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }

  publicUrl(key: string): string {
    return `${this.baseUrl}/${encodeURI(key)}`;
  }

  keyOfPublicUrl(url: string): string | undefined {
    return publicKeyAfter(`${this.baseUrl}/`, url);
  }
}
