import { lazy, Suspense } from 'react';
import { useDialog } from '../../../lib/dialogs';

const ContactModal = lazy(() => import('./contact-modal').then((module) => ({ default: module.ContactModal })));

/** Get In Touch, mounted once by the root layout and opened through the dialog registry. */
export function ContactDialog() {
  const state = useDialog('contact');
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <ContactModal inquiryType={state.inquiryType} />
    </Suspense>
  );
}
