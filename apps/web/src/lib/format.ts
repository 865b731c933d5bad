const ringgitNumber = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats an amount in ringgit the way the product shows money: `RM 12.50`, `RM 1,250.00`. */
export function formatRM(amount: number): string {
  return `RM ${ringgitNumber.format(Number.isFinite(amount) ? amount : 0)}`;
}

const countNumber = new Intl.NumberFormat('en-MY');

/** Formats a count with thousands separators and the right plural: `1 sample`, `1,204 samples`. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${countNumber.format(count)} ${count === 1 ? singular : plural}`;
}

/** Turns a camel-case key into a label: `deliveryTime` -> `Delivery Time`. */
export function formatKeyLabel(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();
  return spaced.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** Samplebank's dates and times are Malaysia's, whatever zone the browser is in. */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

const malaysianDate = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: MALAYSIA_TIME_ZONE,
});
const malaysianDateTime = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MALAYSIA_TIME_ZONE,
});

function toDate(value: string): Date {
  // a calendar day (`2026-12-04`) is a day in Malaysia, not midnight UTC
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : new Date(value);
}

/** `4 Dec 2026` in Malaysia, for a time or a calendar day; `fallback` when there is none. */
export function formatDate(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? fallback : malaysianDate.format(date);
}

/** `4 Dec 2026, 3:05 pm` in Malaysian time; `fallback` when there is none. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? fallback : malaysianDateTime.format(date);
}
