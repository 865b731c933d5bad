import { z } from 'zod';
import { singleLineText } from './common.js';
import {
  BS476_CLASSES,
  CERTIFICATION_SCHEMES,
  EUROCLASS_PATTERN,
  PRICE_UNITS,
  SLIP_RATINGS,
  VOC_LEVELS,
} from './material-specs.js';
import { said } from './validation-messages.js';

// What staff write of a sample's Malaysian specifications (issue 17): the admin form and the CSV import send these
// fields beside the sample's own, and both are held to the same rules here. Each is optional: a brand publishes what
// it has, and a PUT that leaves one out clears it.

/** The highest published unit price (RM) a sample may carry: the column is numeric(10, 2). */
export const UNIT_PRICE_MAX = 1_000_000;
/** A certificate number as schemes print them: letters, digits, spaces and . / - (GBI-NRNC-0123, FSC-C012345). */
export const CERTIFICATE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Words of the rules below, in English and in Bahasa Malaysia. */
export const SPEC_SAID = {
  scheme: said({ en: 'Choose a certification scheme from the list', ms: 'Pilih skim pensijilan daripada senarai' }),
  certificateNumber: said({
    en: 'The certificate number is required (letters, digits, spaces and . / - only, at most 80)',
    ms: 'Nombor sijil diperlukan (huruf, digit, ruang dan . / - sahaja, paling banyak 80)',
  }),
  expiresOn: said({
    en: 'The expiry date must be a real date written YYYY-MM-DD',
    ms: 'Tarikh tamat tempoh mestilah tarikh sebenar dalam bentuk TTTT-BB-HH',
  }),
  schemeTwice: said({
    en: 'A sample holds one certificate of each scheme: this scheme is listed twice',
    ms: 'Satu sampel memegang satu sijil bagi setiap skim: skim ini disenaraikan dua kali',
  }),
  tooManyCertifications: said({
    en: `A sample holds at most ${CERTIFICATION_SCHEMES.length} certificates, one of each scheme`,
    ms: `Satu sampel memegang paling banyak ${CERTIFICATION_SCHEMES.length} sijil, satu bagi setiap skim`,
  }),
  fireBs476: said({
    en: 'Choose a BS 476 class from Class 0 to Class 4',
    ms: 'Pilih kelas BS 476 dari Kelas 0 hingga Kelas 4',
  }),
  fireEuroclass: said({
    en: 'The Euroclass must read like B-s1,d0 or Bfl-s1 (A1, A2, B, C, D, E or F, then smoke and droplets)',
    ms: 'Euroclass mestilah seperti B-s1,d0 atau Bfl-s1 (A1, A2, B, C, D, E atau F, kemudian asap dan titisan)',
  }),
  slipRating: said({ en: 'Choose a slip rating from R9 to R13', ms: 'Pilih penarafan gelincir dari R9 hingga R13' }),
  slipPtv: said({
    en: 'The pendulum test value must be a whole number from 0 to 100',
    ms: 'Nilai ujian bandul mestilah nombor bulat dari 0 hingga 100',
  }),
  vocLevel: said({ en: 'Choose a VOC level: A+, A, B or C', ms: 'Pilih tahap VOC: A+, A, B atau C' }),
  recycledPercent: said({
    en: 'Recycled content must be a whole percentage from 0 to 100',
    ms: 'Kandungan kitar semula mestilah peratusan bulat dari 0 hingga 100',
  }),
  madeInMalaysia: said({ en: 'Made in Malaysia must be yes or no', ms: 'Buatan Malaysia mestilah ya atau tidak' }),
  leadTimeDays: said({
    en: 'Lead time must be a whole number of days from 0 to 365',
    ms: 'Tempoh penghantaran mestilah bilangan hari bulat dari 0 hingga 365',
  }),
  unitPrice: said({
    en: `The product price must be from 0 to ${UNIT_PRICE_MAX.toLocaleString('en')} with at most 2 decimals`,
    ms: `Harga produk mestilah dari 0 hingga ${UNIT_PRICE_MAX.toLocaleString('en')} dengan paling banyak 2 perpuluhan`,
  }),
  priceUnit: said({
    en: 'Choose whether the price is per m² or per unit',
    ms: 'Pilih sama ada harga bagi setiap m² atau seunit',
  }),
  priceWithoutUnit: said({
    en: 'Say whether the product price is per m² or per unit',
    ms: 'Nyatakan sama ada harga produk bagi setiap m² atau seunit',
  }),
  unitWithoutPrice: said({
    en: 'Give the product price, or leave its unit empty',
    ms: 'Berikan harga produk, atau biarkan unitnya kosong',
  }),
} as const;

/** A real calendar day (2027-02-30 is none). */
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A certificate as staff enter it; an expiry in the past is allowed (it is kept, shown as expired, and counts for nothing). */
export const ZCertificationInputSchema = z
  .object({
    scheme: z.enum(CERTIFICATION_SCHEMES, SPEC_SAID.scheme),
    certificateNumber: singleLineText()
      .trim()
      .min(1, SPEC_SAID.certificateNumber)
      .max(80, SPEC_SAID.certificateNumber)
      .regex(CERTIFICATE_NUMBER_PATTERN, SPEC_SAID.certificateNumber),
    /** the last valid day, YYYY-MM-DD; null when the certificate does not expire */
    expiresOn: singleLineText(SPEC_SAID.expiresOn).refine(isCalendarDate, SPEC_SAID.expiresOn).nullable().default(null),
  })
  .strict();
export type TCertificationInput = z.output<typeof ZCertificationInputSchema>;

const wholeBetween = (min: number, max: number, words: { error: () => string }) =>
  z.number(words).int(words).min(min, words).max(max, words);

/** The specification fields of a sample save, each optional (null or left out: the brand publishes none). */
export const sampleSpecsInputShape = {
  fireBs476: z.enum(BS476_CLASSES, SPEC_SAID.fireBs476).nullish(),
  /** the full EN 13501-1 designation, "B-s1,d0" or "Bfl-s1" */
  fireEuroclass: singleLineText(SPEC_SAID.fireEuroclass)
    .trim()
    .regex(EUROCLASS_PATTERN, SPEC_SAID.fireEuroclass)
    .nullish(),
  slipRating: z.enum(SLIP_RATINGS, SPEC_SAID.slipRating).nullish(),
  /** pendulum test value, wet */
  slipPtv: wholeBetween(0, 100, SPEC_SAID.slipPtv).nullish(),
  vocLevel: z.enum(VOC_LEVELS, SPEC_SAID.vocLevel).nullish(),
  recycledPercent: wholeBetween(0, 100, SPEC_SAID.recycledPercent).nullish(),
  madeInMalaysia: z.boolean(SPEC_SAID.madeInMalaysia).default(false),
  leadTimeDays: wholeBetween(0, 365, SPEC_SAID.leadTimeDays).nullish(),
  /** the brand's published price for the product (RM), per `priceUnit`: both or neither */
  unitPrice: z
    .number(SPEC_SAID.unitPrice)
    .min(0, SPEC_SAID.unitPrice)
    .max(UNIT_PRICE_MAX, SPEC_SAID.unitPrice)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, SPEC_SAID.unitPrice)
    .nullish(),
  priceUnit: z.enum(PRICE_UNITS, SPEC_SAID.priceUnit).nullish(),
  /** one certificate of each scheme at most */
  certifications: z
    .array(ZCertificationInputSchema)
    .max(CERTIFICATION_SCHEMES.length, SPEC_SAID.tooManyCertifications)
    .default([]),
};

/**
 * The rules across fields: a unit price goes with its unit, and a scheme is listed once. Added to the sample's
 * schema as a check (`.superRefine(checkSampleSpecs, CHECK_SPECS_ALWAYS)`), each issue on the field a form shows it
 * beside. It runs even when other fields are wrong (an import row lists every problem at once), so it reads the
 * values as they came.
 */
export function checkSampleSpecs(input: unknown, context: z.RefinementCtx): void {
  const { unitPrice, priceUnit, certifications } = input as Record<string, unknown>;
  const hasPrice = unitPrice !== null && unitPrice !== undefined;
  const hasUnit = priceUnit !== null && priceUnit !== undefined && priceUnit !== '';
  if (hasPrice && !hasUnit)
    context.addIssue({ code: 'custom', path: ['priceUnit'], message: SPEC_SAID.priceWithoutUnit.error() });
  if (hasUnit && !hasPrice)
    context.addIssue({ code: 'custom', path: ['unitPrice'], message: SPEC_SAID.unitWithoutPrice.error() });
  if (!Array.isArray(certifications)) return;
  const seen = new Set<unknown>();
  certifications.forEach((certification: unknown, index) => {
    const scheme = (certification as { scheme?: unknown } | null)?.scheme;
    if (scheme === undefined) return;
    if (seen.has(scheme)) {
      context.addIssue({
        code: 'custom',
        path: ['certifications', index, 'scheme'],
        message: SPEC_SAID.schemeTwice.error(),
      });
    }
    seen.add(scheme);
  });
}

/** `checkSampleSpecs` runs on any object, whatever else is wrong with it. */
export const CHECK_SPECS_ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
