import { z } from 'zod';
import { singleLineText } from './common.js';
import { isSsmNumber } from './organizations.js';
import { isMalaysianPhoneNumber } from './phone.js';
import { isSstNumber, isTin, normaliseSstNumber, normaliseTin } from './tax-identity.js';
import { said } from './validation-messages.js';

// The platform as the seller on its tax invoices and e-invoices (issue 20): kept in the settings under `invoicing`,
// edited by staff, and copied into each invoice when it is issued, so a later change never rewrites one.

/** MyInvois's state codes (LHDN's code list), which an e-invoice's addresses carry instead of a state's name. */
export const MYINVOIS_STATE_CODES = {
  '01': 'Johor',
  '02': 'Kedah',
  '03': 'Kelantan',
  '04': 'Melaka',
  '05': 'Negeri Sembilan',
  '06': 'Pahang',
  '07': 'Pulau Pinang',
  '08': 'Perak',
  '09': 'Perlis',
  '10': 'Selangor',
  '11': 'Terengganu',
  '12': 'Sabah',
  '13': 'Sarawak',
  '14': 'Wilayah Persekutuan Kuala Lumpur',
  '15': 'Wilayah Persekutuan Labuan',
  '16': 'Wilayah Persekutuan Putrajaya',
  '17': 'Not Applicable',
} as const;
export type TMyInvoisStateCode = keyof typeof MYINVOIS_STATE_CODES;
const STATE_CODES = Object.keys(MYINVOIS_STATE_CODES) as [TMyInvoisStateCode, ...TMyInvoisStateCode[]];

const INVOICING_SAID = {
  required: { en: 'Please fill in every field of the seller’s details', ms: 'Sila isi setiap medan butiran penjual' },
  ssm: {
    en: 'Please enter a valid SSM registration number, e.g. 202301012345',
    ms: 'Sila masukkan nombor pendaftaran SSM yang sah, cth. 202301012345',
  },
  tin: {
    en: 'Please enter a valid tax identification number (TIN), e.g. C20880050010',
    ms: 'Sila masukkan nombor pengenalan cukai (TIN) yang sah, cth. C20880050010',
  },
  sst: {
    en: 'Please enter a valid SST registration number, e.g. W10-1808-32000048',
    ms: 'Sila masukkan nombor pendaftaran SST yang sah, cth. W10-1808-32000048',
  },
  prefix: {
    en: 'The invoice prefix is 1 to 8 capital letters or digits, e.g. SB',
    ms: 'Awalan invois ialah 1 hingga 8 huruf besar atau digit, cth. SB',
  },
  msic: { en: 'The MSIC code is 5 digits, e.g. 47912', ms: 'Kod MSIC ialah 5 digit, cth. 47912' },
  postcode: { en: 'Postcode must be 5 digits', ms: 'Poskod mestilah 5 digit' },
  state: { en: 'Please choose a state', ms: 'Sila pilih negeri' },
  email: { en: 'Please enter a valid e-mail address', ms: 'Sila masukkan alamat e-mel yang sah' },
  phone: {
    en: 'Please enter a Malaysian phone number, e.g. 03-2123 4567',
    ms: 'Sila masukkan nombor telefon Malaysia, cth. 03-2123 4567',
  },
} as const;

const text = (max: number) =>
  singleLineText(said(INVOICING_SAID.required)).trim().min(1, said(INVOICING_SAID.required)).max(max);

export const ZInvoicingSettingsSchema = z.object({
  /** the seller's registered name, as on its SSM certificate */
  sellerName: text(200),
  ssmNumber: text(40).refine(isSsmNumber, said(INVOICING_SAID.ssm)),
  tin: text(14).refine(isTin, said(INVOICING_SAID.tin)).transform(normaliseTin),
  /** null when the platform is not registered for SST (then no SST is charged on its invoices' face) */
  sstNumber: text(35).refine(isSstNumber, said(INVOICING_SAID.sst)).transform(normaliseSstNumber).nullable(),
  /** the letters before each invoice's year and number: SB-2026-000042, and SB-CN-2026-000003 for a credit note */
  invoicePrefix: text(8).regex(/^[A-Z0-9]{1,8}$/, said(INVOICING_SAID.prefix)),
  /** the Malaysian Standard Industrial Classification code of what the seller does, which MyInvois requires */
  msicCode: text(5).regex(/^\d{5}$/, said(INVOICING_SAID.msic)),
  businessActivity: text(300),
  addressLine: text(300),
  postcode: text(5).regex(/^\d{5}$/, said(INVOICING_SAID.postcode)),
  city: text(100),
  state: z.enum(STATE_CODES, said(INVOICING_SAID.state)),
  email: text(254).email(said(INVOICING_SAID.email)),
  phone: text(30).refine(isMalaysianPhoneNumber, said(INVOICING_SAID.phone)),
});
export type TInvoicingSettings = z.output<typeof ZInvoicingSettingsSchema>;

/** The seller's details as `GET /settings` answers them (already checked when staff saved them). */
export const ZInvoicingSettingsViewSchema = z.object({
  sellerName: z.string(),
  ssmNumber: z.string(),
  tin: z.string(),
  sstNumber: z.string().nullable(),
  invoicePrefix: z.string(),
  msicCode: z.string(),
  businessActivity: z.string(),
  addressLine: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.enum(STATE_CODES),
  email: z.string(),
  phone: z.string(),
}) satisfies z.ZodType<TInvoicingSettings>;

/** What a new installation starts with; staff set the real ones in the back office before taking payments. */
export const DEFAULT_INVOICING_SETTINGS: TInvoicingSettings = {
  sellerName: 'Samplebank Sdn. Bhd.',
  ssmNumber: '202401012345',
  tin: 'C24012345670',
  sstNumber: 'W10-2401-32000123',
  invoicePrefix: 'SB',
  msicCode: '47912',
  businessActivity: 'Retail sale of building material samples over the internet',
  addressLine: 'Level 8, Menara Samplebank, Jalan Ampang',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: '14',
  email: 'billing@samplebank.my',
  phone: '+60321234567',
};
