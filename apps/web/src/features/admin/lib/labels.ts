import type { Translate } from '../../../lib/i18n';

/** The groups of admin messages named by a code from the API: `orderStatus.inTransit` for the status `in-transit`. */
type LabelGroup =
  | 'orderStatus'
  | 'inboxStatus'
  | 'paymentStatus'
  | 'reviewStatus'
  | 'userType'
  | 'organizationType'
  | 'businessType'
  | 'profileField'
  | 'documentType'
  | 'auditAction'
  | 'auditEntity'
  | 'urgency'
  | 'urgencyLevel'
  | 'leadTime'
  | 'requestCategory';

/** A code as the last part of a message key: `in-transit` and `requires_action` become `inTransit`, `requiresAction`. */
export function keyOfCode(code: string): string {
  return code
    .split('.')
    .map((part) => part.toLowerCase().replace(/[-_ ]+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()))
    .join('.');
}

/**
 * A code from the API (a status, a type, an audit action) in the page's language. A code this build has no message
 * for (a new one) shows as it is rather than as a key.
 */
export function labelOf(t: Translate<'admin'>, group: LabelGroup, code: string | null | undefined): string {
  if (!code) return '';
  const key = `${group}.${keyOfCode(code)}`;
  return t.has(key) ? t(key) : code;
}
