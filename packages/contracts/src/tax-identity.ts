import { bilingual } from './validation-messages.js';

// Who a buyer or the platform is to the tax office (issue 20): the tax identification number (TIN) LHDN gives, the
// SST registration number of a business registered for sales and service tax, and, for an individual or a student,
// the MyKad or passport number an e-invoice names them by. The checks are the formats LHDN and the Customs publish;
// whether a number really belongs to its holder only LHDN can tell (MyInvois answers that when it validates).

export const TAX_IDENTITY_FIELD_MAX = { tin: 14, sstNumber: 35, idNumber: 20 } as const;

export const TAX_IDENTITY_MESSAGES = {
  tin: 'Please enter a valid tax identification number (TIN): one or two letters then digits, e.g. C20880050010 or IG21136626090',
  sstNumber: 'Please enter a valid SST registration number, e.g. W10-1808-32000048',
  idNumber: 'Please enter a MyKad number (12 digits, e.g. 900101-14-5678) or a passport number (e.g. A12345678)',
  individualHasNoSst:
    'An individual buyer has no SST registration number. Choose "I\'m buying for a company" to order as a registered business.',
  companyHasNoIdNumber: 'A company is known by its SSM number, not a MyKad or passport number',
} as const;

export const TAX_IDENTITY_MESSAGES_MS = {
  tin: 'Sila masukkan nombor pengenalan cukai (TIN) yang sah: satu atau dua huruf diikuti angka, cth. C20880050010 atau IG21136626090',
  sstNumber: 'Sila masukkan nombor pendaftaran SST yang sah, cth. W10-1808-32000048',
  idNumber: 'Sila masukkan nombor MyKad (12 digit, cth. 900101-14-5678) atau nombor pasport (cth. A12345678)',
  individualHasNoSst:
    'Pembeli individu tiada nombor pendaftaran SST. Pilih "Saya membeli untuk syarikat" untuk membuat pesanan sebagai perniagaan berdaftar.',
  companyHasNoIdNumber: 'Syarikat dikenali melalui nombor SSMnya, bukan nombor MyKad atau pasport',
} as const satisfies Record<keyof typeof TAX_IDENTITY_MESSAGES, string>;

export const TAX_IDENTITY_SAID = bilingual(TAX_IDENTITY_MESSAGES, TAX_IDENTITY_MESSAGES_MS);

// LHDN's TINs: C (company), IG (individual), D, E, F, FA, PT, TA, TC, TN, TR, TP, J, LE... then 8 to 12 digits; the
// general TINs LHDN gives for e-invoices without a buyer's own ("EI00000000010") are 2 letters and 11 digits too
const TIN_PATTERN = /^[A-Z]{1,2}\d{8,12}$/;
// the Customs' SST registration: a station letter and 2 digits, 4 digits, 8 digits (W10-1808-32000048)
const SST_PATTERN = /^[A-Z]\d{2}-\d{4}-\d{8}$/;
// a MyKad: YYMMDD, place of birth, serial; typed with or without its dashes
const MYKAD_PATTERN = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{4})$/;
// a passport (Malaysian A12345678, or any country's): letters and digits, at least one digit
const PASSPORT_PATTERN = /^(?=.*\d)[A-Z0-9]{6,20}$/;

/** A TIN as it is kept: upper case, without the spaces or dashes people type in it. */
export function normaliseTin(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isTin(value: string): boolean {
  return TIN_PATTERN.test(normaliseTin(value));
}

/** An SST registration number as it is kept: upper case, its dashes where the Customs print them. */
export function normaliseSstNumber(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  const parts = /^([A-Z]\d{2})(\d{4})(\d{8})$/.exec(compact);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : value.trim().toUpperCase();
}

export function isSstNumber(value: string): boolean {
  return SST_PATTERN.test(normaliseSstNumber(value));
}

/** The kind of number an individual gave: a MyKad (NRIC, as MyInvois names it) or a passport. */
export type TIdentityKind = 'NRIC' | 'PASSPORT';

/** A MyKad number as it is kept (12 digits), or a passport number in upper case. */
export function normaliseIdNumber(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return compact;
}

/** NRIC for a MyKad number with a real date of birth, PASSPORT for a passport number, null for neither. */
export function identityKindOf(value: string): TIdentityKind | null {
  const compact = normaliseIdNumber(value);
  const mykad = MYKAD_PATTERN.exec(compact);
  if (mykad) {
    const month = Number(mykad[2]);
    const day = Number(mykad[3]);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? 'NRIC' : null;
  }
  // twelve digits that are not a date are a mistyped MyKad, not a passport
  if (/^\d{12}$/.test(compact)) return null;
  return PASSPORT_PATTERN.test(compact) ? 'PASSPORT' : null;
}

export function isIdNumber(value: string): boolean {
  return identityKindOf(value) !== null;
}

/** A MyKad number as people read it (900101-14-5678); a passport number as it is. */
export function formatIdNumber(value: string): string {
  const mykad = MYKAD_PATTERN.exec(value);
  return mykad ? `${mykad[1]}${mykad[2]}${mykad[3]}-${mykad[4]}-${mykad[5]}` : value;
}
