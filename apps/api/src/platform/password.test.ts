import { execFileSync } from 'node:child_process';
import { randomBytes, scryptSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

/** A hash as this module writes it, at a chosen cost. */
function storedHash(password: string, N: number, r = 8, p = 1) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('passwords', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('Correct-Horse-1');
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Correct-Horse-1', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-1', hash)).toBe(false);
  });

  it("verifies a hash at the production cost, whatever this process's own cost is", async () => {
    expect(await verifyPassword('Kata-Laluan-9', storedHash('Kata-Laluan-9', 16384))).toBe(true);
    expect(await verifyPassword('Kata-Laluan-8', storedHash('Kata-Laluan-9', 16384))).toBe(false);
  });

  it('refuses, without deriving, a stored hash whose cost is not one it would make', async () => {
    const good = storedHash('pw-1', 1024).split('$');
    for (const [N, r, p] of [
      ['1000', '8', '1'], // not a power of two
      ['512', '8', '1'], // too cheap
      [String(1 << 22), '8', '1'], // more memory than allowed
      ['1024', '0', '1'],
      ['1024', '8', '99'],
      ['x', '8', '1'],
    ]) {
      expect(await verifyPassword('pw-1', ['scrypt', N, r, p, good[4], good[5]].join('$'))).toBe(false);
    }
    expect(await verifyPassword('pw-1', 'bcrypt$1024$8$1$abc$def')).toBe(false);
    expect(await verifyPassword('pw-1', '')).toBe(false);
  });

  it('hashes at N=16384 outside the test runner', () => {
    const module = fileURLToPath(new URL('./password.ts', import.meta.url));
    const env = { ...process.env };
    delete env.VITEST;
    const hash = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(module)}); process.stdout.write(await m.hashPassword('x'));`,
      ],
      { env, encoding: 'utf8' },
    );
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });
});
