// i18n: not yet translated (issue 16)
import type { TAdminContactInquiry } from '@samplebank/contracts/admin-office';
import { InboxDetail, InboxView } from '../components/inbox-view';
import { PageHeader } from '../components/page-header';

// a message sent as the spec client's {to, subject, html} by a visitor names no sender
const senderName = (item: TAdminContactInquiry) =>
  [item.firstName, item.lastName].filter(Boolean).join(' ') || 'Visitor (not signed in)';

/** /admin/contact-inquiries: the Get In Touch messages. */
export function ContactInquiriesPage() {
  return (
    <div>
      <PageHeader title="Contact inquiries" description="Messages from the Get In Touch form, newest first." />
      <InboxView
        kind="contact-inquiries"
        emptyText="No contact inquiries here"
        title={senderName}
        subtitle={(item) => item.subject ?? item.inquiryType ?? item.email ?? 'No subject'}
        details={(item) => (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <InboxDetail label="Subject">{item.subject}</InboxDetail>
            </div>
            <InboxDetail label="E-mail">
              {item.email ? (
                <a href={`mailto:${item.email}`} className="text-brand hover:underline">
                  {item.email}
                </a>
              ) : (
                <span className="text-muted">
                  Not given: the sender was not signed in, so there is no reply address
                </span>
              )}
            </InboxDetail>
            <InboxDetail label="Phone">{item.phone}</InboxDetail>
            <InboxDetail label="Company">{item.company}</InboxDetail>
            <InboxDetail label="State">{item.state}</InboxDetail>
            <InboxDetail label="Inquiry">{item.inquiryType}</InboxDetail>
            <InboxDetail label="Wants">
              {[item.scheduleDemo && 'A demo', item.receiveUpdates && 'Updates'].filter(Boolean).join(', ') ||
                'Nothing extra'}
            </InboxDetail>
            <div className="sm:col-span-2">
              <InboxDetail label="Message">{item.comments}</InboxDetail>
            </div>
          </dl>
        )}
      />
    </div>
  );
}
