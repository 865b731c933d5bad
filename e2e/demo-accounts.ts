import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// this worker's server's data directory (playwright.config.ts); its first start generates the demo passwords there
const dataDir = `${process.env.E2E_DATA_DIR ?? '.test-data/e2e'}/${process.env.TEST_PARALLEL_INDEX ?? 0}`;

/** A demo account's password, read from the server's DATA_DIR when a test needs it (after the server started). */
export function demoPassword(email: string): string {
  const passwords = JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')) as Record<string, string>;
  const password = passwords[email];
  if (!password) throw new Error(`No demo password for ${email} in ${dataDir}/demo-accounts.json`);
  return password;
}

/** A demo account to sign in with: its password is looked up on use. */
export function demoAccount<T extends object = object>(email: string, extra?: T) {
  return {
    email,
    ...(extra as T),
    get password() {
      return demoPassword(email);
    },
  };
}

export const ADMIN = demoAccount('admin@samplebank.demo');
export const PREMIUM = demoAccount('premium@samplebank.demo');
export const STANDARD = demoAccount('standard@samplebank.demo');
export const PENDING = demoAccount('pending@samplebank.demo');
