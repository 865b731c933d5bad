import { formatDate, formatDateTime as formatMalaysianDateTime } from '../../../lib/format';

/** `3 Mar 2026, 2:05 pm` in Malaysian time, as staff and buyers alike read it. */
export const formatDateTime = (iso: string | null | undefined) => formatMalaysianDateTime(iso);
/** `3 Mar 2026`, the day in Malaysia. */
export const formatDay = (iso: string | null | undefined) => formatDate(iso);
