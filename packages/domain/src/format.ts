/**
 * How Samplebank writes money, counts, dates and times, for the web's pages and the server's e-mails alike. Dates
 * and times are Malaysia's whatever zone the browser or the server runs in; a calendar day (`2026-12-04`) is that
 * day in Malaysia, not midnight UTC.
 */

/** Samplebank's dates and times are Malaysia's. */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

// Money and counts are written by hand rather than with Intl.NumberFormat: a browser's first Intl formatter loads its
// locale's data, a long pause a phone feels on the first page; the digits are the same (en-MY groups by thousands)
const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** `RM 12.50`, `RM 1,250.00`: ringgit with two decimals (an amount that is not a number shows as zero). */
export function formatRinggit(amount: number): string {
  return `RM ${formatDecimal(Number.isFinite(amount) ? amount : 0, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * `1,234.5`: a number grouped by thousands, with `minimumFractionDigits` to `maximumFractionDigits` decimals (as
 * Intl.NumberFormat's options, whose defaults are 0 to 3), rounded half away from zero on the number as written (1.005
 * to two decimals is 1.01), as Intl does. One difference: a negative number that rounds to zero is written `0`, never
 * `-0`. A number too large to be written digit by digit here (1e15), or one written with an exponent that does not
 * round to zero (1e-7 to nine decimals), is Intl's.
 */
export function formatDecimal(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) } = {},
): string {
  const size = Math.abs(value);
  const written = String(size);
  // shifting the decimal point in the text avoids the binary fraction's error (1.005 is 1.00499... as a double); a
  // number written with an exponent (1e-7) is zero here if it rounds to zero, else Intl's
  const scaled = !written.includes('e')
    ? Math.round(Number(`${written}e${maximumFractionDigits}`))
    : size < 0.5 * 10 ** -maximumFractionDigits
      ? 0
      : Number.NaN;
  if (
    !Number.isFinite(value) ||
    size >= 1e15 ||
    !Number.isSafeInteger(scaled) ||
    !Number.isInteger(maximumFractionDigits) ||
    minimumFractionDigits > maximumFractionDigits
  )
    return lazily.decimal(minimumFractionDigits, maximumFractionDigits).format(value);
  const unit = 10 ** maximumFractionDigits;
  let fraction = maximumFractionDigits ? String(scaled % unit).padStart(maximumFractionDigits, '0') : '';
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 && scaled > 0 ? '-' : '';
  return `${sign}${withThousands(String(Math.floor(scaled / unit)))}${fraction ? `.${fraction}` : ''}`;
}

/** A whole number with thousands separators: `4,167` (any other number as formatDecimal writes it). */
export function formatNumber(count: number): string {
  if (!Number.isSafeInteger(count)) return formatDecimal(count);
  return `${count < 0 ? '-' : ''}${withThousands(String(Math.abs(count)))}`;
}

/** A count with thousands separators and the right plural: `1 sample`, `1,204 samples`. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** Made on first use, so a page that writes no date pays nothing for them (see above). */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** The languages dates are written in (`@samplebank/contracts/locales`' `Locale`; this package depends on none). */
export type FormatLocale = 'en' | 'ms';

const INTL_TAGS: Record<FormatLocale, string> = { en: 'en-MY', ms: 'ms-MY' };

// where the functions below read the reader's language: the web app sets it once per page (a language has its own
// addresses, so it never changes in a page's life), the server per request (its render and e-mails are in several)
let localeSource: () => FormatLocale = () => 'en';

/** Where the functions below read the language they write in, when they are not given one. */
export function setFormatLocale(source: () => FormatLocale): void {
  localeSource = source;
}

/** The language the functions below write in now. */
export function formatLocale(): FormatLocale {
  return localeSource();
}

function formatsOf(locale: FormatLocale) {
  const tag = INTL_TAGS[locale];
  const inMalaysia = (options: Intl.DateTimeFormatOptions) =>
    once(() => new Intl.DateTimeFormat(tag, { ...options, timeZone: MALAYSIA_TIME_ZONE }));
  return {
    /** `4 Dec 2026` */
    date: inMalaysia({ day: 'numeric', month: 'short', year: 'numeric' }),
    /** `4 December 2026` */
    longDate: inMalaysia({ day: 'numeric', month: 'long', year: 'numeric' }),
    /** `Fri, 4 Dec 2026` / `Jum, 4 Dis 2026` */
    weekdayDate: inMalaysia({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
    /** `Fri, 4 Dec` */
    shortWeekdayDate: inMalaysia({ weekday: 'short', day: 'numeric', month: 'short' }),
    /** `Friday, 4 December 2026` / `Jumaat, 4 Disember 2026` */
    fullDate: inMalaysia({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    /** `4 Dec 2026, 3:05 pm` */
    dateTime: inMalaysia({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    /** `3:05 pm` / `3:05 PTG` */
    clockTime: inMalaysia({ hour: 'numeric', minute: '2-digit', hour12: true }),
    /** `3 days ago`, `in 2 hours` / `3 hari lalu`, `dalam 2 jam` */
    relative: once(() => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })),
  };
}

const decimals = new Map<string, Intl.NumberFormat>();
const lazily = {
  /** an Intl.NumberFormat for formatDecimal's numbers it does not write itself, one for each count of decimals */
  decimal(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
    const key = `${minimumFractionDigits} ${maximumFractionDigits}`;
    let format = decimals.get(key);
    if (!format) {
      format = new Intl.NumberFormat('en-MY', { minimumFractionDigits, maximumFractionDigits });
      decimals.set(key, format);
    }
    return format;
  },
};

const byLocale: Record<FormatLocale, () => ReturnType<typeof formatsOf>> = {
  en: once(() => formatsOf('en')),
  ms: once(() => formatsOf('ms')),
};

const formats = (locale?: FormatLocale) => byLocale[locale ?? localeSource()]();

/** A time, or a calendar day read as noon of that day in Malaysia (inside that day in every zone's arithmetic). */
export function toInstant(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : new Date(value);
}

type DateFormatName = Exclude<keyof ReturnType<typeof formatsOf>, 'relative'>;

function formatWith(
  name: DateFormatName,
  value: string | Date | null | undefined,
  fallback: string,
  locale?: FormatLocale,
): string {
  if (!value) return fallback;
  const date = toInstant(value);
  return Number.isNaN(date.getTime()) ? fallback : formats(locale)[name]().format(date);
}

/** `4 Dec 2026` in Malaysia, for a time or a calendar day; `fallback` when there is none. */
export const formatDate = (value: string | Date | null | undefined, fallback = '—', locale?: FormatLocale) =>
  formatWith('date', value, fallback, locale);

/** `4 December 2026` in Malaysia; `fallback` when there is none. */
export const formatLongDate = (value: string | Date | null | undefined, fallback = '—', locale?: FormatLocale) =>
  formatWith('longDate', value, fallback, locale);

/** `Fri, 4 Dec 2026` in Malaysia; `fallback` when there is none. */
export const formatWeekdayDate = (value: string | Date | null | undefined, fallback = '—', locale?: FormatLocale) =>
  formatWith('weekdayDate', value, fallback, locale);

/** `Fri, 4 Dec` in Malaysia; `fallback` when there is none. */
export const formatShortWeekdayDate = (
  value: string | Date | null | undefined,
  fallback = '—',
  locale?: FormatLocale,
) => formatWith('shortWeekdayDate', value, fallback, locale);

/** `Friday, 4 December 2026` in Malaysia; `fallback` when there is none. */
export const formatFullDate = (value: string | Date | null | undefined, fallback = '—', locale?: FormatLocale) =>
  formatWith('fullDate', value, fallback, locale);

/** `4 Dec 2026, 3:05 pm` in Malaysian time; `fallback` when there is none. */
export const formatDateTime = (value: string | Date | null | undefined, fallback = '—', locale?: FormatLocale) =>
  formatWith('dateTime', value, fallback, locale);

/** `3:05 pm` in Malaysian time; `fallback` when there is none. */
export function formatClockTime(
  value: string | Date | null | undefined,
  fallback = '—',
  locale?: FormatLocale,
): string {
  const written = formatWith('clockTime', value, fallback, locale).replace(/\s+/g, ' ');
  // `3:05 pm` in English; Malay keeps its own `3:05 PTG`
  return (locale ?? localeSource()) === 'en' ? written.toLowerCase() : written;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** `3 days ago`, `in 2 hours`, `now` (`3 hari lalu`, `dalam 2 jam`, `sekarang`) from `now`; `fallback` when none. */
export function formatRelativeTime(
  value: string | Date | null | undefined,
  { now = new Date(), fallback = '—', locale }: { now?: Date; fallback?: string; locale?: FormatLocale } = {},
): string {
  if (!value) return fallback;
  const date = toInstant(value);
  if (Number.isNaN(date.getTime())) return fallback;
  const seconds = (date.getTime() - now.getTime()) / 1000;
  const [unit, size] = RELATIVE_UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return formats(locale)
    .relative()
    .format(Math.round(seconds / size), unit);
}

/**
 * The tax line's label, the same in English and Malay: `SST 8%` at the rate an order was charged (issue 20); `SST`
 * alone for an order placed before its rate was kept.
 */
export function sstLabel(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return 'SST';
  return `SST ${formatDecimal(rate * 100, { maximumFractionDigits: 2 })}%`;
}
