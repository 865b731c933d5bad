// Drives a server with the realistic workload for `seconds`: `connections` clients, each sending its next fresh draw as
// soon as the last answer is in (closed loop: the server's capacity), or requests arriving at a steady `rate` (open
// loop: what shoppers feel at that much traffic); latencies are kept per kind of request.
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { nextCursorIn } from './pages.js';
import { type Draw, LISTING_KINDS, REQUEST_KINDS, type RequestKind, type Shown } from './workload.js';

export type KindResult = { kind: RequestKind; requests: number; p50: number; p95: number; p99: number; errors: number };
export type DriveResult = { seconds: number; requests: number; errors: number; bytes: number; kinds: KindResult[] };

/** The value below which `share` of the sorted values fall (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] as number;
}

type Answer = { status: number; bytes: number; body?: string };

/** A kept body as text, decompressed when the server compressed it (a page sent to a browser). */
function textOf(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

/** One GET; the body is kept only when `keep` (a page of results, whose Next cursor the shopper may follow). */
function send(base: URL, agent: Agent, path: string, keep: boolean, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve) => {
    const options = { host: base.hostname, port: base.port, path, agent, method: 'GET', headers };
    const outgoing = request(options, (incoming) => {
      let bytes = 0;
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      incoming.on('end', () => {
        const encoding = incoming.headers['content-encoding'];
        const body = keep ? textOf(Buffer.concat(chunks), encoding) : undefined;
        resolve({ status: incoming.statusCode ?? 0, bytes, body });
      });
      incoming.on('error', () => resolve({ status: 0, bytes }));
    });
    outgoing.setTimeout(30_000, () => outgoing.destroy());
    outgoing.on('error', () => resolve({ status: 0, bytes: 0 }));
    outgoing.end();
  });
}

/** The page of results an answer shows (the API's JSON or a listing page), with its Next cursor. */
function shownBy(draw: Draw, answer: Answer): Shown | undefined {
  if (answer.status !== 200 || answer.body === undefined) return undefined;
  return { draw, nextCursor: nextCursorIn(answer.body) };
}

export async function drive(
  base: string,
  draw: (shown?: Shown) => Draw,
  connections: number,
  seconds: number,
  /** requests a second at a steady (Poisson) rate; without it, each connection sends its next as soon as it can */
  rate?: number,
  /** sent with every request (a browser's Accept-Encoding, for pages) */
  headers: Record<string, string> = {},
): Promise<DriveResult> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = new Map<RequestKind, number[]>(REQUEST_KINDS.map((kind) => [kind, []]));
  const errors = new Map<RequestKind, number>(REQUEST_KINDS.map((kind) => [kind, 0]));
  let bytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  /** One request drawn after `shown`, recorded; the page of results it showed when it was a listing, else `shown`. */
  const visit = async (shown?: Shown): Promise<Shown | undefined> => {
    const next = draw(shown);
    const sent = performance.now();
    const isListing = LISTING_KINDS.includes(next.kind);
    const answer = await send(url, agent, next.path, isListing, headers);
    latencies.get(next.kind)?.push(performance.now() - sent);
    bytes += answer.bytes;
    if (answer.status < 200 || answer.status >= 300) errors.set(next.kind, (errors.get(next.kind) ?? 0) + 1);
    return isListing ? shownBy(next, answer) : shown;
  };
  const client = async () => {
    // the page of results this shopper last saw
    let shown: Shown | undefined;
    while (performance.now() < deadline) shown = await visit(shown);
  };
  if (rate === undefined) await Promise.all(Array.from({ length: connections }, client));
  else {
    // open loop: shoppers arrive at `rate` a second on average (Poisson), whatever the answers' speed; each request
    // waits for one of the `connections` sockets, so the latency includes any queue, as a shopper would feel it.
    // An arrival may press Next on one of the last pages of results shown.
    const recent: Shown[] = [];
    const inFlight = new Set<Promise<void>>();
    const arrive = async () => {
      const seen = recent.length ? recent[Math.floor(Math.random() * recent.length)] : undefined;
      const shown = await visit(seen);
      if (shown && shown !== seen) recent.push(shown);
      if (recent.length > 50) recent.shift();
    };
    let due = started;
    while (due < deadline) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const request = arrive().finally(() => inFlight.delete(request));
      inFlight.add(request);
      due += (-Math.log(1 - Math.random()) * 1000) / rate;
    }
    await Promise.all(inFlight);
  }
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const kinds = REQUEST_KINDS.map((kind) => {
    const sorted = (latencies.get(kind) ?? []).sort((a, b) => a - b);
    return {
      kind,
      requests: sorted.length,
      p50: Math.round(percentile(sorted, 0.5)),
      p95: Math.round(percentile(sorted, 0.95)),
      p99: Math.round(percentile(sorted, 0.99)),
      errors: errors.get(kind) ?? 0,
    };
  });
  const requests = kinds.reduce((sum, kind) => sum + kind.requests, 0);
  return {
    seconds: elapsed,
    requests,
    errors: kinds.reduce((sum, kind) => sum + kind.errors, 0),
    bytes: requests ? Math.round(bytes / requests) : 0,
    kinds,
  };
}
