const dateTime = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const date = new Intl.DateTimeFormat('en-MY', { day: 'numeric', month: 'short', year: 'numeric' });

/** `3 Mar 2026, 2:05 pm` */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
/** `3 Mar 2026` */
export const formatDay = (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : '—');
/** The first eight characters of an id, as staff quote an order: `#1a2b3c4d`. */
export const shortId = (id: string) => `#${id.slice(0, 8)}`;
