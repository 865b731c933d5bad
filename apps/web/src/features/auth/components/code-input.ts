import { VERIFICATION_CODE_LENGTH } from '@samplebank/contracts/auth';

/** What the code box keeps of typed or pasted text: hexadecimal characters, upper-cased, at most six. */
export function normaliseVerificationCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^0-9A-F]/g, '')
    .slice(0, VERIFICATION_CODE_LENGTH);
}
