import type { TSampleImportSpecColumn } from '@samplebank/contracts/admin-catalogue';
import { said } from '@samplebank/contracts/validation-messages';

// The Malaysian specifications' columns of an import file (issue 17), read into the fields the sample form sends, so
// the sample's own schema says what is wrong with a cell. A cell is read the way people write it in a spreadsheet
// ("Class 0", "A+", "m²", "yes"); what still is no value reaches the schema as it is, and is refused there.

/** The form's field each column fills, to name a refused field by its column again. */
export const SPEC_COLUMN_FIELDS = {
  fireBs476: 'fire_bs476',
  fireEuroclass: 'fire_euroclass',
  slipRating: 'slip_rating',
  slipPtv: 'slip_ptv',
  vocLevel: 'voc_level',
  recycledPercent: 'recycled_percent',
  madeInMalaysia: 'made_in_malaysia',
  leadTimeDays: 'lead_time_days',
  unitPrice: 'unit_price',
  priceUnit: 'price_unit',
  certifications: 'certifications',
} as const satisfies Record<string, TSampleImportSpecColumn>;

const CERTIFICATE_FORMAT = said({
  en: 'write each certificate as scheme:number:expiry, joined by ; (gbi:GBI-1234:2027-06-30;fsc:FSC-C123456:)',
  ms: 'tulis setiap sijil sebagai skim:nombor:tarikh-tamat, dipisahkan dengan ; (gbi:GBI-1234:2027-06-30;fsc:FSC-C123456:)',
});

const YES = new Set(['yes', 'y', 'true', '1', 'ya']);
const NO = new Set(['no', 'n', 'false', '0', 'tidak']);

/** A number cell: undefined when empty, NaN (refused by the schema) when it is not a number. */
const numberCell = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** "class-0", "Class 0", "class0" and "0" are Class 0. */
const bs476Cell = (value: string) => {
  const digit = /^(?:class[\s-]*)?([0-4])$/i.exec(value);
  return digit ? `class-${digit[1]}` : value.toLowerCase();
};

/** "A+", "a+" and "a-plus" are A+. */
const vocCell = (value: string) => value.toLowerCase().replace(/\s+/g, '').replace(/\+$/, '-plus');

/** "m2", "m²", "sqm" and "per m2" are per square metre; "unit", "pc", "piece" per unit. */
const priceUnitCell = (value: string) => {
  const plain = value
    .toLowerCase()
    .replace(/^per\s+/, '')
    .trim();
  if (['m2', 'm²', 'sqm', 'sq m'].includes(plain)) return 'm2';
  if (['unit', 'pc', 'pcs', 'piece', 'each'].includes(plain)) return 'unit';
  return plain;
};

/** A yes/no cell; anything else is passed on for the schema to refuse. */
const booleanCell = (value: string) => {
  const plain = value.toLowerCase();
  return YES.has(plain) ? true : NO.has(plain) ? false : value;
};

/** "SIRIM QAS" and "Singapore Green Label" name their schemes by their codes. */
const schemeCell = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^singapore-?\s*/, 'sg-')
    .replace(/[\s_]+/g, '-');

/** `gbi:GBI-1234:2027-06-30;fsc:FSC-C123456:` as a list of certificates, or the problem with the cell. */
function certificationsCell(value: string) {
  const certifications: { scheme: string; certificateNumber: string; expiresOn: string | null }[] = [];
  for (const part of value.split(';').map((piece) => piece.trim())) {
    if (!part) continue;
    const pieces = part.split(':').map((piece) => piece.trim());
    if (pieces.length < 2 || pieces.length > 3 || !pieces[0] || !pieces[1]) return { problem: true as const };
    certifications.push({
      scheme: schemeCell(pieces[0]),
      certificateNumber: pieces[1],
      expiresOn: pieces[2] ? pieces[2] : null,
    });
  }
  return { certifications };
}

/**
 * The specification fields of one row, read from its cells (`cell` gives a column's trimmed text, undefined when the
 * file has no such column), and the problems found before the schema looks (a certifications cell it cannot read).
 */
export function specCells(cell: (column: TSampleImportSpecColumn) => string | undefined) {
  const text = (column: TSampleImportSpecColumn) => cell(column) || undefined;
  const problems: string[] = [];
  const fields: Record<string, unknown> = {
    fireBs476: text('fire_bs476') && bs476Cell(text('fire_bs476')!),
    fireEuroclass: text('fire_euroclass')?.replace(/\s+/g, ''),
    slipRating: text('slip_rating')?.toUpperCase(),
    slipPtv: numberCell(cell('slip_ptv')),
    vocLevel: text('voc_level') && vocCell(text('voc_level')!),
    recycledPercent: numberCell(cell('recycled_percent')?.replace(/%$/, '')),
    madeInMalaysia: text('made_in_malaysia') ? booleanCell(text('made_in_malaysia')!) : false,
    leadTimeDays: numberCell(cell('lead_time_days')),
    unitPrice: numberCell(cell('unit_price')?.replace(/^RM\s*/i, '')),
    priceUnit: text('price_unit') && priceUnitCell(text('price_unit')!),
    certifications: [],
  };
  const certifications = text('certifications');
  if (certifications) {
    const read = certificationsCell(certifications);
    if ('problem' in read) problems.push(`certifications: ${CERTIFICATE_FORMAT.error()}`);
    else fields.certifications = read.certifications;
  }
  // a column left out of the file is no value at all, as on a form that does not ask for it
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
  return { fields, problems };
}
