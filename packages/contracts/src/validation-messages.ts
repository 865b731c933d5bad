/**
 * Messages a person reads when a value is refused and its schema gave no words of its own: a sentence that names
 * the field in words ("Name must be at most 100 characters"), never zod's text ("Too big: expected string to have
 * <=100 characters") or a path ("body/email"). In English and in Bahasa Malaysia (issue 16): each sentence is made in
 * the language asked for, or in the language validation runs in (`setValidationLocale` in a browser, for its page's
 * whole life; `inValidationLocale` around one parse on the server), so zod's error map and a schema's own words
 * given with `said` follow it too.
 */
import type { Locale } from './locales.js';
import { validationLocale } from './validation-locale.js';

// ---------- the language validation speaks (its own small module: a web page sets it without loading these messages)

export { inValidationLocale, setValidationLocale, validationLocale } from './validation-locale.js';

/** Finds one of the API's messages by its key in a language (api-messages.ts registers it when it loads). */
type MessageLookup = (key: string, locale: Locale) => string | undefined;
let lookupMessage: MessageLookup | undefined;

/** Where `saidByKey` finds its Malay: set by api-messages.ts as it loads (the API always; a web page once it is asked). */
export function setMessageLookup(lookup: MessageLookup): void {
  lookupMessage = lookup;
}

/**
 * A schema's own words that are one of the contracts' messages, by its stable key (`auth.codeLength`): said in the
 * language validation runs in, in English until that language's messages are loaded.
 */
export function saidByKey(key: string, english: string): { error: () => string } {
  return {
    error: () => (validationLocale() === 'en' ? english : (lookupMessage?.(key, validationLocale()) ?? english)),
  };
}

/** Text in each language Samplebank speaks. */
export type Bilingual = Readonly<Record<Locale, string>>;

/**
 * A schema's own words in both languages, said in the language validation runs in: `.min(1, said(EMAIL_SAID.required))`
 * or `z.enum(TYPES, said({ en: 'Please choose a type', ms: 'Sila pilih jenis' }))`.
 */
export function said(text: Bilingual): { error: () => string } {
  return { error: () => text[validationLocale()] };
}

/** Each message of `english` with its Malay beside it: `{ required: { en: '...', ms: '...' } }`. */
export function bilingual<K extends string>(
  english: Readonly<Record<K, string>>,
  malay: Readonly<Record<K, string>>,
): Readonly<Record<K, Bilingual>> {
  const both = {} as Record<K, Bilingual>;
  for (const key of Object.keys(english) as K[]) both[key] = { en: english[key], ms: malay[key] };
  return both;
}

/** What an e-mail field says, wherever one is asked for. */
export const EMAIL_MESSAGES = {
  required: 'Please enter your e-mail address',
  invalid: 'Please enter a valid e-mail address',
} as const;

/** EMAIL_MESSAGES in both languages, for schemas (`said(EMAIL_SAID.invalid)`). */
export const EMAIL_SAID = bilingual(EMAIL_MESSAGES, {
  required: 'Sila masukkan alamat e-mel anda',
  invalid: 'Sila masukkan alamat e-mel yang sah',
});

// field names whose words are not their camel-case spelled out
const FIELD_WORDS: Record<string, string> = {
  _id: 'ID',
  id: 'ID',
  email: 'e-mail address',
  orgEmail: 'organization e-mail address',
  inviteeEmail: 'e-mail address',
  ssmNumber: 'SSM number',
  zipCode: 'postcode',
  phone: 'phone number',
  cvc: 'security code',
  expiry: 'expiry date',
  html: 'message',
  to: 'recipient',
  url: 'link',
  sku: 'SKU',
  csv: 'CSV file',
  colorHex: 'colour code',
  color: 'colour',
  colorLabel: 'colour name',
  colors: 'colours',
  studentId: 'student ID',
  manufacturer: 'brand',
  manufacturerId: 'brand',
  manufacturerIds: 'brands',
  sampleCategoryIds: 'categories',
  isExpressDelivery: 'express delivery choice',
  scheduleDemo: 'demo choice',
  receiveUpdates: 'updates choice',
  q: 'search',
};

// the fields of Samplebank's requests and forms in Bahasa Malaysia (docs/glossary.md); a field not here is "this
// field": words cannot be made from an English name
const FIELD_WORDS_MS: Record<string, string> = {
  _id: 'ID',
  id: 'ID',
  'idempotency-key': 'Idempotency-Key',
  actor: 'pelaku',
  address: 'alamat',
  addressLine1: 'alamat baris 1',
  addressLine2: 'alamat baris 2',
  adminNote: 'nota pentadbir',
  after: 'pautan halaman',
  alt: 'teks alternatif',
  amount: 'amaun',
  availability: 'ketersediaan',
  avatar: 'gambar profil',
  before: 'pautan halaman',
  billingAddress: 'alamat pengebilan',
  board: 'papan',
  boardName: 'nama papan',
  body: 'kandungan',
  brand: 'jenama',
  businessName: 'nama perniagaan',
  businessType: 'jenis perniagaan',
  buttonText: 'teks butang',
  cancellationReason: 'sebab pembatalan',
  cardNumber: 'nombor kad',
  carrier: 'syarikat penghantaran',
  cart: 'troli',
  categories: 'kategori',
  category: 'kategori',
  city: 'bandar',
  code: 'kod',
  color: 'warna',
  colorHex: 'kod warna',
  colorLabel: 'nama warna',
  colors: 'warna',
  comments: 'komen',
  company: 'syarikat',
  companyName: 'nama syarikat',
  contactNumber: 'nombor telefon',
  content: 'kandungan',
  country: 'negara',
  courseCategory: 'bidang kursus',
  csv: 'fail CSV',
  currency: 'mata wang',
  currentPassword: 'kata laluan semasa',
  cvc: 'kod keselamatan',
  date: 'tarikh',
  deliveryDate: 'tarikh penghantaran',
  description: 'keterangan',
  district: 'daerah',
  document: 'dokumen',
  documentKey: 'dokumen',
  documentType: 'jenis dokumen',
  email: 'alamat e-mel',
  expiry: 'tarikh luput',
  file: 'fail',
  filename: 'nama fail',
  firstName: 'nama pertama',
  from: 'tarikh mula',
  graduationYear: 'tahun tamat pengajian',
  html: 'mesej',
  image: 'imej',
  images: 'imej',
  inquiryType: 'jenis pertanyaan',
  inviteeEmail: 'alamat e-mel',
  isExpressDelivery: 'pilihan penghantaran ekspres',
  jobTitle: 'jawatan',
  key: 'kunci',
  lastName: 'nama akhir',
  limit: 'had',
  locale: 'bahasa',
  manufacturer: 'jenama',
  material: 'bahan',
  maxLeadDays: 'tempoh penghantaran terpanjang',
  member: 'ahli',
  message: 'mesej',
  minLeadDays: 'tempoh penghantaran terpendek',
  name: 'nama',
  nameMs: 'nama dalam Bahasa Malaysia',
  newPassword: 'kata laluan baharu',
  note: 'nota',
  order: 'pesanan',
  orderUpdates: 'pilihan makluman pesanan',
  orgEmail: 'alamat e-mel organisasi',
  organization: 'organisasi',
  page: 'halaman',
  parent: 'kategori induk',
  password: 'kata laluan',
  personInCharge: 'orang yang bertanggungjawab',
  phone: 'nombor telefon',
  phoneNumber: 'nombor telefon',
  position: 'kedudukan',
  postcode: 'poskod',
  price: 'harga',
  productName: 'nama produk',
  productNews: 'pilihan berita produk',
  project: 'projek',
  projectName: 'nama projek',
  projectType: 'jenis projek',
  projectValue: 'nilai projek',
  q: 'carian',
  quantity: 'kuantiti',
  quantityNeeded: 'kuantiti diperlukan',
  query: 'carian',
  reason: 'sebab',
  receiveUpdates: 'pilihan menerima berita',
  rejectionReason: 'sebab penolakan',
  request: 'permintaan',
  role: 'peranan',
  sample: 'sampel',
  samples: 'sampel',
  sampleCategory: 'kategori',
  scheduleDemo: 'pilihan demo',
  search: 'carian',
  shippingAddress: 'alamat penghantaran',
  sku: 'SKU',
  sort: 'susunan',
  specifications: 'spesifikasi',
  ssmNumber: 'nombor SSM',
  state: 'negeri',
  status: 'status',
  stock: 'stok',
  studentId: 'ID pelajar',
  subject: 'subjek',
  title: 'tajuk',
  to: 'penerima',
  token: 'token',
  trackingNumber: 'nombor penjejakan',
  type: 'jenis',
  university: 'universiti',
  url: 'pautan',
  urgencyLevel: 'tahap keutamaan',
  usage: 'kegunaan',
  user: 'pengguna',
  userType: 'jenis akaun',
  website: 'laman web',
  zipCode: 'poskod',
};

/** What a value with no field of its own is called when its schema names it (`describeIssue(issue, 'request')`). */
const FALLBACK_WORDS_MS: Record<string, string> = {
  value: 'medan ini',
  request: 'permintaan',
  search: 'carian',
  address: 'pautan',
};

const UNKNOWN_FIELD_MS = 'medan ini';

/**
 * A field's name in words: `firstName` -> "first name", `addressLine1` -> "address line 1", `projectId` -> "project";
 * in Bahasa Malaysia "nama pertama", "alamat baris 1", "projek" (a name it does not know is "medan ini").
 */
export function fieldInWords(name: string, locale: Locale = 'en'): string {
  if (locale === 'ms') return fieldInMalay(name) ?? UNKNOWN_FIELD_MS;
  const known = FIELD_WORDS[name];
  if (known) return known;
  // `projectId` names a project, `sampleIds` several samples
  const ids = /^(.+[a-z0-9])Ids?$/.exec(name);
  if (ids?.[1]) {
    const one = fieldInWords(ids[1]);
    return name.endsWith('Ids') ? one.replace(/y$/, 'ie').concat('s') : one;
  }
  const words = name
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words || 'value';
}

function fieldInMalay(name: string): string | undefined {
  const known = FIELD_WORDS_MS[name];
  if (known) return known;
  // `projectId` is a project, `sampleIds` samples: a Malay plural is the word itself
  const ids = /^(.+[a-z0-9])Ids?$/.exec(name);
  return ids?.[1] ? FIELD_WORDS_MS[ids[1]] : undefined;
}

/** The words for the field at a path: its last named segment (`["samples", 0, "quantity"]` -> "quantity"). */
export function fieldLabel(path: ReadonlyArray<PropertyKey>, fallback = 'value', locale: Locale = 'en'): string {
  for (let index = path.length - 1; index >= 0; index--) {
    const segment = path[index];
    if (typeof segment === 'string' && !/^\d+$/.test(segment)) return fieldInWords(segment, locale);
  }
  return locale === 'ms' ? (FALLBACK_WORDS_MS[fallback] ?? UNKNOWN_FIELD_MS) : fallback;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The parts of a zod issue the sentence needs (a raw issue in an error map, or a finished one). */
export type IssueFacts = {
  code: string;
  path?: ReadonlyArray<PropertyKey>;
  input?: unknown;
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  divisor?: number;
  keys?: string[];
  message?: string;
  /** an `invalid_union`'s problems with each of its options */
  errors?: IssueFacts[][];
};

// a body that has fields an option does not know, or is not even the option's type, is far from that option
const isFarFrom = (issue: IssueFacts) =>
  issue.code === 'unrecognized_keys' || (issue.code === 'invalid_type' && (issue.path?.length ?? 0) === 0);

/**
 * The problems of the option of a union that a value comes closest to: the form a person filled in, not the other
 * shape the endpoint also takes. Fewest problems wins, and an unknown field or a wrong type counts as many.
 */
export function closestUnionOption(errors: ReadonlyArray<ReadonlyArray<IssueFacts>>): ReadonlyArray<IssueFacts> {
  let closest: ReadonlyArray<IssueFacts> = [];
  let closestScore = Number.POSITIVE_INFINITY;
  for (const issues of errors) {
    const score = issues.reduce((sum, issue) => sum + (isFarFrom(issue) ? 100 : 1), 0);
    if (issues.length > 0 && score < closestScore) {
      closest = issues;
      closestScore = score;
    }
  }
  return closest;
}

/** The sentences of one language, given the field's words (`label`) and a limit or value where one is needed. */
type Sentences = {
  types: Record<string, string>;
  checkIt: (label: string) => string;
  fillIn: (label: string) => string;
  missing: (label: string) => string;
  mustBe: (label: string, type: string) => string;
  exactLength: (label: string, count: number) => string;
  minLength: (label: string, count: number) => string;
  maxLength: (label: string, count: number) => string;
  minItems: (label: string, count: number) => string;
  maxItems: (label: string, count: number) => string;
  atLeast: (label: string, limit: number) => string;
  moreThan: (label: string, limit: number) => string;
  atMost: (label: string, limit: number) => string;
  lessThan: (label: string, limit: number) => string;
  emptyFile: (label: string) => string;
  fileTooLarge: (label: string) => string;
  chooseValid: (label: string) => string;
  twoDecimals: (label: string) => string;
  multipleOf: (label: string, divisor: number) => string;
  notAccepted: (quotedKeys: string[]) => string;
  invalidEmail: string;
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const listed = (items: string[], and: string) =>
  items.length === 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const SENTENCES: Record<Locale, Sentences> = {
  en: {
    types: {
      string: 'text',
      number: 'a number',
      int: 'a whole number',
      boolean: 'yes or no',
      array: 'a list',
      date: 'a date',
    },
    checkIt: (label) => `Please check the ${label}`,
    fillIn: (label) => `Please fill in the ${label}`,
    missing: (label) => `The ${label} is missing`,
    mustBe: (label, type) => `${capitalised(label)} must be ${type}`,
    exactLength: (label, count) => `${capitalised(label)} must be exactly ${plural(count, 'character')}`,
    minLength: (label, count) => `${capitalised(label)} must be at least ${plural(count, 'character')}`,
    maxLength: (label, count) => `${capitalised(label)} must be at most ${plural(count, 'character')}`,
    minItems: (label, count) =>
      `Please add at least ${count <= 1 ? 'one item' : plural(count, 'item')} to the ${label}`,
    maxItems: (label, count) => `The ${label} can hold at most ${plural(count, 'item')}`,
    atLeast: (label, limit) => `${capitalised(label)} must be at least ${limit}`,
    moreThan: (label, limit) => `${capitalised(label)} must be more than ${limit}`,
    atMost: (label, limit) => `${capitalised(label)} must be at most ${limit}`,
    lessThan: (label, limit) => `${capitalised(label)} must be less than ${limit}`,
    emptyFile: (label) => `The ${label} is empty`,
    fileTooLarge: (label) => `The ${label} is too large`,
    chooseValid: (label) => `Please choose a valid ${label}`,
    twoDecimals: (label) => `${capitalised(label)} can have at most 2 decimal places`,
    multipleOf: (label, divisor) => `${capitalised(label)} must be a multiple of ${divisor}`,
    notAccepted: (keys) =>
      keys.length === 1
        ? `The field ${keys[0]} is not accepted here`
        : `The fields ${listed(keys, 'and')} are not accepted here`,
    invalidEmail: EMAIL_MESSAGES.invalid,
  },
  // a Malay noun has no plural form ("3 aksara", "2 item")
  ms: {
    types: {
      string: 'teks',
      number: 'nombor',
      int: 'nombor bulat',
      boolean: 'ya atau tidak',
      array: 'senarai',
      date: 'tarikh',
    },
    checkIt: (label) => `Sila semak ${label}`,
    fillIn: (label) => `Sila isi ${label}`,
    missing: (label) => `${capitalised(label)} belum diberikan`,
    mustBe: (label, type) => `${capitalised(label)} mestilah ${type}`,
    exactLength: (label, count) => `${capitalised(label)} mestilah tepat ${count} aksara`,
    minLength: (label, count) => `${capitalised(label)} mestilah sekurang-kurangnya ${count} aksara`,
    maxLength: (label, count) => `${capitalised(label)} mestilah tidak melebihi ${count} aksara`,
    minItems: (label, count) =>
      `Sila tambah sekurang-kurangnya ${count <= 1 ? 'satu item' : `${count} item`} pada ${label}`,
    maxItems: (label, count) => `${capitalised(label)} boleh mengandungi paling banyak ${count} item`,
    atLeast: (label, limit) => `${capitalised(label)} mestilah sekurang-kurangnya ${limit}`,
    moreThan: (label, limit) => `${capitalised(label)} mestilah lebih daripada ${limit}`,
    atMost: (label, limit) => `${capitalised(label)} mestilah tidak melebihi ${limit}`,
    lessThan: (label, limit) => `${capitalised(label)} mestilah kurang daripada ${limit}`,
    emptyFile: (label) => `${capitalised(label)} kosong`,
    fileTooLarge: (label) => `${capitalised(label)} terlalu besar`,
    chooseValid: (label) => `Sila pilih ${label} yang sah`,
    twoDecimals: (label) => `${capitalised(label)} boleh mempunyai paling banyak 2 tempat perpuluhan`,
    multipleOf: (label, divisor) => `${capitalised(label)} mestilah gandaan ${divisor}`,
    notAccepted: (keys) =>
      keys.length === 1
        ? `Medan ${keys[0]} tidak diterima di sini`
        : `Medan ${listed(keys, 'dan')} tidak diterima di sini`,
    invalidEmail: EMAIL_SAID.invalid.ms,
  },
};

function sizeSentence(facts: IssueFacts, say: Sentences, label: string): string | undefined {
  const isMinimum = facts.code === 'too_small';
  const limit = Number(isMinimum ? facts.minimum : facts.maximum);
  if (!Number.isFinite(limit)) return undefined;
  const inclusive = facts.inclusive !== false;
  switch (facts.origin) {
    case 'string':
      if (facts.exact) return say.exactLength(label, limit);
      if (isMinimum && limit <= 1) return say.fillIn(label);
      return isMinimum ? say.minLength(label, limit) : say.maxLength(label, limit);
    case 'array':
    case 'set':
      return isMinimum ? say.minItems(label, limit) : say.maxItems(label, limit);
    case 'number':
    case 'int':
    case 'bigint':
      if (isMinimum) return inclusive ? say.atLeast(label, limit) : say.moreThan(label, limit);
      return inclusive ? say.atMost(label, limit) : say.lessThan(label, limit);
    case 'file':
      return isMinimum ? say.emptyFile(label) : say.fileTooLarge(label);
    default:
      return undefined;
  }
}

/**
 * A sentence for a refused value that names its field in words, in `locale` (by default the language validation
 * runs in). `fallbackLabel` names a value with no field of its own (the whole body, say): value, request, search or
 * address.
 */
export function describeIssue(facts: IssueFacts, fallbackLabel = 'value', locale: Locale = validationLocale()): string {
  const say = SENTENCES[locale];
  const label = fieldLabel(facts.path ?? [], fallbackLabel, locale);
  const checkIt = say.checkIt(label);
  switch (facts.code) {
    case 'invalid_type': {
      const isMissing = 'input' in facts && (facts.input === undefined || facts.input === null);
      if (isMissing) return facts.expected === 'string' ? say.fillIn(label) : say.missing(label);
      const expected = facts.expected ? say.types[facts.expected] : undefined;
      return expected ? say.mustBe(label, expected) : checkIt;
    }
    case 'too_small':
    case 'too_big':
      return sizeSentence(facts, say, label) ?? checkIt;
    case 'invalid_format':
      return facts.format === 'email' ? say.invalidEmail : checkIt;
    case 'invalid_value':
      return say.chooseValid(label);
    case 'not_multiple_of':
      return facts.divisor === 0.01 ? say.twoDecimals(label) : say.multipleOf(label, facts.divisor ?? 1);
    case 'invalid_union': {
      const [first] = closestUnionOption(facts.errors ?? []);
      if (!first) return checkIt;
      const path = [...(facts.path ?? []), ...(first.path ?? [])];
      return first.message ?? describeIssue({ ...first, path }, fallbackLabel, locale);
    }
    case 'unrecognized_keys': {
      const keys = (facts.keys ?? []).map((key) => `"${key}"`);
      return keys.length === 0 ? checkIt : say.notAccepted(keys);
    }
    default:
      return checkIt;
  }
}
