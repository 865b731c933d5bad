import type { Locale } from './locales.js';

/**
 * "in about 15 minutes" ("dalam kira-kira 15 minit"): a wait in words, for the messages of every limit (never a raw
 * count of seconds).
 */
export function tryAgainIn(seconds: number, locale: Locale = 'en'): string {
  const ms = locale === 'ms';
  if (seconds <= 60) return ms ? 'dalam seminit lagi' : 'in a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return ms ? `dalam kira-kira ${minutes} minit` : `in about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) {
    if (ms) return hours === 1 ? 'dalam kira-kira sejam' : `dalam kira-kira ${hours} jam`;
    return hours === 1 ? 'in about an hour' : `in about ${hours} hours`;
  }
  const days = Math.round(hours / 24);
  if (ms) return days === 1 ? 'esok' : `dalam kira-kira ${days} hari`;
  return days === 1 ? 'tomorrow' : `in about ${days} days`;
}

/** What each limit tells a person who reached it; the wait is added after. */
export const LIMIT_MESSAGES = {
  registrations: 'Several accounts were created from your network in the last hour',
  authMails: 'We have sent several e-mails for requests from your network in the last hour',
  contactMessages: 'Thank you, we have your earlier messages',
  invitations: 'You have sent a lot of invitations in the last hour',
  sampleRequests: 'You have sent a lot of sample requests today',
  sampleViews: 'Many pages were opened from your network in the last hour',
} as const;
