import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;
// Vitest signs in thousands of times: there a hash costs a sixteenth of the work. A stored hash names its own cost,
// so a hash made at either cost verifies, and raising the cost later needs no migration.
const COST = { N: process.env.VITEST ? 1024 : 16384, r: 8, p: 1 } as const;

type Cost = { N: number; r: number; p: number };

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** The cost written in a stored hash, when it is one this server would make (nothing that could exhaust memory). */
function costOf(N: string | undefined, r: string | undefined, p: string | undefined): Cost | undefined {
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  const isPowerOfTwo = Number.isInteger(cost.N) && cost.N >= 1024 && cost.N <= 1 << 20 && (cost.N & (cost.N - 1)) === 0;
  const isSmall = (value: number) => Number.isInteger(value) && value >= 1 && value <= 16;
  return isPowerOfTwo && isSmall(cost.r) && isSmall(cost.p) && 128 * cost.N * cost.r <= MAX_MEMORY / 2
    ? cost
    : undefined;
}

/** Hashes a password with scrypt and a random salt, as `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash, at the cost the hash names, in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, saltText, hashText] = stored.split('$');
  const cost = costOf(N, r, p);
  if (scheme !== 'scrypt' || !cost || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

// a fixed hash to verify against when the account does not exist, so both paths take the same time
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
