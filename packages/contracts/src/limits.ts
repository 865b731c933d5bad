/** "in about 15 minutes": a wait in words, for the messages of every limit (never a raw count of seconds). */
export function tryAgainIn(seconds: number): string {
  if (seconds <= 60) return 'in a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? 'in about an hour' : `in about ${hours} hours`;
  const days = Math.round(hours / 24);
  return days === 1 ? 'tomorrow' : `in about ${days} days`;
}

/** What each limit tells a person who reached it; the wait is added after. */
export const LIMIT_MESSAGES = {
  registrations: 'Several accounts were created from your network in the last hour',
  authMails: 'We have sent several e-mails for requests from your network in the last hour',
  contactMessages: 'Thank you, we have your earlier messages',
  invitations: 'You have sent a lot of invitations in the last hour',
  sampleRequests: 'You have sent a lot of sample requests today',
} as const;
