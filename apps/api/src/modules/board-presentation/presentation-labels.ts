import type { Locale } from '@samplebank/contracts/locales';
import type { TCertificationScheme } from '@samplebank/contracts/material-specs';

// The presentation's words in English and Bahasa Malaysia, kept beside the drawing that uses them: a PDF is no ICU
// catalogue's place (its values are cut to fit a line), and one typed object makes both languages hold every label.
// The wording follows the web's `specs` namespace, so a client reads the same names on the page and on paper.

export type PresentationLabels = {
  presentation: string;
  project: string;
  board: string;
  preparedOn: (date: string) => string;
  sampleCount: (count: number) => string;
  firstOf: (shown: number, total: number) => string;
  noSamples: string;
  pageOf: (page: number, total: number) => string;
  brand: string;
  sku: string;
  material: string;
  colour: string;
  keySpecifications: string;
  fireBs476: string;
  fireEuroclass: string;
  slipRating: string;
  slipPtv: string;
  vocLevel: string;
  recycled: string;
  madeInMalaysia: string;
  leadTime: string;
  days: (days: number) => string;
  classOf: (value: string) => string;
  yes: string;
  no: string;
  noSpecifications: string;
  certifications: string;
  certificateNumber: (number: string) => string;
  validUntil: (date: string) => string;
  expired: (date: string) => string;
  noExpiry: string;
  noCertifications: string;
  clientDecision: string;
  decisions: Record<'approved' | 'rejected' | 'alternative', string>;
  decidedBy: (name: string, date: string) => string;
  awaitingDecision: string;
  noPicture: string;
  schemes: Record<TCertificationScheme, string>;
  voc: Record<'a-plus' | 'a' | 'b' | 'c', string>;
};

const SCHEMES_EN: Record<TCertificationScheme, string> = {
  gbi: 'GBI (Green Building Index)',
  myhijau: 'MyHIJAU',
  'sirim-qas': 'SIRIM QAS',
  'sg-green-label': 'Singapore Green Label',
  fsc: 'FSC',
  greenguard: 'GREENGUARD',
  'cradle-to-cradle': 'Cradle to Cradle',
  declare: 'Declare',
  epd: 'EPD (Environmental Product Declaration)',
};

export const PRESENTATION_LABELS: Record<Locale, PresentationLabels> = {
  en: {
    presentation: 'Sample presentation',
    project: 'Project',
    board: 'Board',
    preparedOn: (date) => `Prepared on ${date}`,
    sampleCount: (count) => (count === 1 ? '1 sample' : `${count} samples`),
    firstOf: (shown, total) => `This presentation shows the first ${shown} of the board's ${total} samples.`,
    noSamples: 'This board has no samples yet.',
    pageOf: (page, total) => `Page ${page} of ${total}`,
    brand: 'Brand',
    sku: 'SKU',
    material: 'Material',
    colour: 'Colour',
    keySpecifications: 'Key specifications',
    fireBs476: 'Fire: BS 476 Parts 6 and 7',
    fireEuroclass: 'Fire: Euroclass (EN 13501-1)',
    slipRating: 'Slip resistance (DIN 51130)',
    slipPtv: 'Pendulum test value (wet)',
    vocLevel: 'VOC emissions',
    recycled: 'Recycled content',
    madeInMalaysia: 'Made in Malaysia',
    leadTime: 'Lead time',
    days: (days) => (days === 1 ? '1 day' : `${days} days`),
    classOf: (value) => `Class ${value}`,
    yes: 'Yes',
    no: 'No',
    noSpecifications: 'Not published by the brand.',
    certifications: 'Certifications',
    certificateNumber: (number) => `No. ${number}`,
    validUntil: (date) => `Valid until ${date}`,
    expired: (date) => `Expired ${date}`,
    noExpiry: 'Does not expire',
    noCertifications: 'None published by the brand.',
    clientDecision: "Client's decision",
    decisions: { approved: 'Approved', rejected: 'Rejected', alternative: 'Needs alternative' },
    decidedBy: (name, date) => `${name}, ${date}`,
    awaitingDecision: 'Awaiting the client’s decision',
    noPicture: 'No picture',
    schemes: SCHEMES_EN,
    voc: {
      'a-plus': 'A+ (very low emissions)',
      a: 'A (low emissions)',
      b: 'B (moderate emissions)',
      c: 'C (high emissions)',
    },
  },
  ms: {
    presentation: 'Pembentangan sampel',
    project: 'Projek',
    board: 'Papan',
    preparedOn: (date) => `Disediakan pada ${date}`,
    sampleCount: (count) => `${count} sampel`,
    firstOf: (shown, total) =>
      `Pembentangan ini menunjukkan ${shown} sampel pertama daripada ${total} sampel papan ini.`,
    noSamples: 'Papan ini belum mempunyai sampel.',
    pageOf: (page, total) => `Halaman ${page} daripada ${total}`,
    brand: 'Jenama',
    sku: 'SKU',
    material: 'Bahan',
    colour: 'Warna',
    keySpecifications: 'Spesifikasi utama',
    fireBs476: 'Kebakaran: BS 476 Bahagian 6 dan 7',
    fireEuroclass: 'Kebakaran: Euroclass (EN 13501-1)',
    slipRating: 'Rintangan gelincir (DIN 51130)',
    slipPtv: 'Nilai ujian bandul (basah)',
    vocLevel: 'Pelepasan VOC',
    recycled: 'Kandungan kitar semula',
    madeInMalaysia: 'Buatan Malaysia',
    leadTime: 'Tempoh penghantaran',
    days: (days) => `${days} hari`,
    classOf: (value) => `Kelas ${value}`,
    yes: 'Ya',
    no: 'Tidak',
    noSpecifications: 'Tidak diterbitkan oleh jenama.',
    certifications: 'Pensijilan',
    certificateNumber: (number) => `No. ${number}`,
    validUntil: (date) => `Sah hingga ${date}`,
    expired: (date) => `Tamat tempoh ${date}`,
    noExpiry: 'Tiada tarikh luput',
    noCertifications: 'Tiada yang diterbitkan oleh jenama.',
    clientDecision: 'Keputusan klien',
    decisions: { approved: 'Diluluskan', rejected: 'Ditolak', alternative: 'Perlukan alternatif' },
    decidedBy: (name, date) => `${name}, ${date}`,
    awaitingDecision: 'Menunggu keputusan klien',
    noPicture: 'Tiada gambar',
    schemes: {
      ...SCHEMES_EN,
      gbi: 'GBI (Indeks Bangunan Hijau)',
      'sg-green-label': 'Label Hijau Singapura',
      epd: 'EPD (Deklarasi Produk Alam Sekitar)',
    },
    voc: {
      'a-plus': 'A+ (pelepasan sangat rendah)',
      a: 'A (pelepasan rendah)',
      b: 'B (pelepasan sederhana)',
      c: 'C (pelepasan tinggi)',
    },
  },
};
