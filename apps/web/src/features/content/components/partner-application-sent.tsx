import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

/** The application went: what happens next, read out as the form gives way to it. */
export function PartnerApplicationSent({ companyName, email }: { companyName: string; email: string }) {
  const t = useT('content');
  const heading = useRef<HTMLHeadingElement>(null);
  // the form is gone: focus moves to what replaced it, so a keyboard or screen reader is not left nowhere
  useEffect(() => heading.current?.focus(), []);

  return (
    <div role="status" className="flex flex-col items-center py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-semibold tracking-tight text-ink outline-none">
        {t('partner.sent.title')}
      </h2>
      <p className="mt-3 max-w-md text-muted">
        {t.rich('partner.sent.text', {
          company: companyName,
          email,
          strong: (chunks) => (
            <strong translate="no" className="font-semibold break-all text-ink">
              {chunks}
            </strong>
          ),
        })}
      </p>
      <ol className="mt-6 w-full max-w-md space-y-3 text-left text-sm">
        {(['partner.sent.step1', 'partner.sent.step2', 'partner.sent.step3'] as const).map((step, index) => (
          <li key={step} className="flex gap-3 rounded-xl bg-canvas p-3.5">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ink text-xs font-semibold text-white"
            >
              {index + 1}
            </span>
            <span className="text-ink">{t(step)}</span>
          </li>
        ))}
      </ol>
      <ButtonLink to={paths.samples.to()} variant="dark" className="mt-8">
        {t('partner.sent.browse')}
      </ButtonLink>
    </div>
  );
}
