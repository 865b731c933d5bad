import { formatDate } from '@samplebank/domain/format';

/** "26 Nov 2026": a date in Malaysia's time zone, as every page shows dates; '' for a missing or broken one. */
export function formatAccountDate(iso: string | undefined | null): string {
  return formatDate(iso, '');
}
