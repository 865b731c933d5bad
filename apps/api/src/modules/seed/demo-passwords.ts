import { randomInt } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The demo accounts' e-mail -> password, kept beside the embedded database so no password is published. */
export type DemoPasswords = Record<string, string>;

const FILE_NAME = 'demo-accounts.json';
// no 0/O or 1/l/I: a person reads these off a terminal and types them
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A password of three groups of four, such as `Xk7p-Qm3r-Tz9w`: 14 characters within the 8-25 rule. */
export function newDemoPassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}

/** Where the passwords are kept: `DATA_DIR/demo-accounts.json`. */
export const demoPasswordsPath = (dataDir: string) => join(dataDir, FILE_NAME);

/**
 * The passwords of these e-mails: read from DATA_DIR, and any missing one generated and written back (mode 600),
 * so each is made on the first start and stays the same at every start after.
 */
export async function loadDemoPasswords(dataDir: string, emails: readonly string[]): Promise<DemoPasswords> {
  const path = demoPasswordsPath(dataDir);
  let stored: DemoPasswords = {};
  try {
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (parsed && typeof parsed === 'object') stored = parsed as DemoPasswords;
  } catch {
    // first start, or an unreadable file: generate below
  }
  const passwords: DemoPasswords = {};
  let changed = false;
  for (const email of emails) {
    const known = stored[email];
    if (typeof known === 'string' && known.length >= 8 && known.length <= 25) {
      passwords[email] = known;
    } else {
      passwords[email] = newDemoPassword();
      changed = true;
    }
  }
  if (changed) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(path, `${JSON.stringify({ ...stored, ...passwords }, null, 2)}\n`, { mode: 0o600 });
  }
  return passwords;
}
