import type { TAdminContactInquiry } from '@samplebank/contracts/admin-office';
import type { INQUIRY_TYPES } from '@samplebank/contracts/contact';
import { type MessageKey, type Translate, useT } from '../../../lib/i18n';
import { InboxDetail, InboxView } from '../components/inbox-view';
import { PageHeader } from '../components/page-header';

// the inquiry types are stored in the form's English words; each is named by its message
const INQUIRY_TYPE_KEYS: Record<(typeof INQUIRY_TYPES)[number], MessageKey<'admin'>> = {
  'Join as brand partner': 'inquiryType.brandPartner',
  'After sales support': 'inquiryType.afterSales',
  'Order enquiry': 'inquiryType.order',
  'Account problem': 'inquiryType.account',
};

const inquiryTypeLabel = (t: Translate<'admin'>, type: string | null) => {
  const key = INQUIRY_TYPE_KEYS[type as keyof typeof INQUIRY_TYPE_KEYS];
  return key ? t(key) : type;
};

/**
 * The subject the Get In Touch form composed in English ("Order enquiry - Selangor - Mei Ling Chong", the server's
 * contact.service), said again in the reader's language; a subject a sender wrote (the spec client's) stays as written.
 */
function subjectOf(t: Translate<'admin'>, item: TAdminContactInquiry): { text: string | null; isAsWritten: boolean } {
  const name = [item.firstName, item.lastName].filter(Boolean).join(' ');
  const composed = [item.inquiryType ?? 'General enquiry', item.state, name].filter(Boolean).join(' - ');
  if (item.subject !== composed) return { text: item.subject, isAsWritten: true };
  const type = item.inquiryType ? inquiryTypeLabel(t, item.inquiryType) : t('inquiryType.general');
  return { text: [type, item.state, name].filter(Boolean).join(' - '), isAsWritten: false };
}

/** /admin/contact-inquiries: the Get In Touch messages. */
export function ContactInquiriesPage() {
  const t = useT('admin');
  // a message sent as the spec client's {to, subject, html} by a visitor names no sender
  const senderName = (item: TAdminContactInquiry) =>
    [item.firstName, item.lastName].filter(Boolean).join(' ') || t('inquiries.visitor');
  return (
    <div>
      <PageHeader title={t('inquiries.title')} description={t('inquiries.description')} />
      <InboxView
        kind="contact-inquiries"
        emptyText={t('inquiries.empty')}
        title={senderName}
        subtitle={(item) => {
          const subject = subjectOf(t, item);
          if (!subject.text) return inquiryTypeLabel(t, item.inquiryType) ?? item.email ?? t('inquiries.noSubject');
          return subject.isAsWritten ? <span translate="no">{subject.text}</span> : subject.text;
        }}
        details={(item) => (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <InboxDetail label={t('inquiries.subject')} isAsWritten={subjectOf(t, item).isAsWritten}>
                {subjectOf(t, item).text}
              </InboxDetail>
            </div>
            <InboxDetail label={t('inquiries.email')}>
              {item.email ? (
                <a href={`mailto:${item.email}`} className="text-brand hover:underline">
                  {item.email}
                </a>
              ) : (
                <span className="text-muted">{t('inquiries.noEmail')}</span>
              )}
            </InboxDetail>
            <InboxDetail label={t('inquiries.phone')}>{item.phone}</InboxDetail>
            <InboxDetail label={t('inquiries.company')} isAsWritten>
              {item.company}
            </InboxDetail>
            <InboxDetail label={t('inquiries.state')}>{item.state}</InboxDetail>
            <InboxDetail label={t('inquiries.inquiry')}>{inquiryTypeLabel(t, item.inquiryType)}</InboxDetail>
            <InboxDetail label={t('inquiries.wants')}>
              {[item.scheduleDemo && t('inquiries.demo'), item.receiveUpdates && t('inquiries.updates')]
                .filter(Boolean)
                .join(', ') || t('inquiries.nothingExtra')}
            </InboxDetail>
            <div className="sm:col-span-2">
              <InboxDetail label={t('inquiries.message')} isAsWritten>
                {item.comments}
              </InboxDetail>
            </div>
          </dl>
        )}
      />
    </div>
  );
}
