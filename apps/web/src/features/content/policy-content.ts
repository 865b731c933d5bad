import type { MessageKey } from '../../lib/i18n';

/** A section of a policy: its anchor, and its title's and paragraphs' message keys (the content namespace). */
export type PolicySection = { id: string; title: MessageKey<'content'>; paragraphs: MessageKey<'content'>[] };

// The policies page's text lives in the content catalogues (en and ms); governed by Malaysian law (spec §1).
export const PRIVACY_POLICY: PolicySection[] = [
  {
    id: 'privacy-introduction',
    title: 'privacy.introduction.title',
    paragraphs: ['privacy.introduction.p1', 'privacy.introduction.p2'],
  },
  {
    id: 'privacy-data-we-collect',
    title: 'privacy.dataWeCollect.title',
    paragraphs: [
      'privacy.dataWeCollect.p1',
      'privacy.dataWeCollect.p2',
      'privacy.dataWeCollect.p3',
      'privacy.dataWeCollect.p4',
    ],
  },
  {
    id: 'privacy-purposes',
    title: 'privacy.purposes.title',
    paragraphs: ['privacy.purposes.p1', 'privacy.purposes.p2'],
  },
  {
    id: 'privacy-disclosure',
    title: 'privacy.disclosure.title',
    paragraphs: ['privacy.disclosure.p1', 'privacy.disclosure.p2'],
  },
  {
    id: 'privacy-security-retention',
    title: 'privacy.securityRetention.title',
    paragraphs: ['privacy.securityRetention.p1', 'privacy.securityRetention.p2'],
  },
  { id: 'privacy-your-rights', title: 'privacy.yourRights.title', paragraphs: ['privacy.yourRights.p1'] },
  { id: 'privacy-contact', title: 'privacy.contact.title', paragraphs: ['privacy.contact.p1'] },
];

export const LICENSE_AGREEMENT: PolicySection[] = [
  { id: 'license-acceptance', title: 'license.acceptance.title', paragraphs: ['license.acceptance.p1'] },
  { id: 'license-grant', title: 'license.grant.title', paragraphs: ['license.grant.p1', 'license.grant.p2'] },
  { id: 'license-content', title: 'license.content.title', paragraphs: ['license.content.p1'] },
  { id: 'license-accounts', title: 'license.accounts.title', paragraphs: ['license.accounts.p1'] },
  { id: 'license-orders', title: 'license.orders.title', paragraphs: ['license.orders.p1'] },
  { id: 'license-liability', title: 'license.liability.title', paragraphs: ['license.liability.p1'] },
  { id: 'license-law', title: 'license.law.title', paragraphs: ['license.law.p1'] },
];
