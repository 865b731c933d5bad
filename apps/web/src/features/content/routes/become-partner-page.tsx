import { ArrowDown, BarChart3, ClipboardList, Store, Users } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { type MessageKey, useT } from '../../../lib/i18n';
import { PageMeta } from '../../../lib/page-meta';
import { PageHeader } from '../components/page-header';
import { PartnerApplicationForm } from '../components/partner-application-form';

/** What a brand gets on Samplebank, as message keys of the content namespace. */
const BENEFITS: Array<{ icon: typeof Store; title: MessageKey<'content'>; text: MessageKey<'content'> }> = [
  { icon: Users, title: 'partner.benefit1Title', text: 'partner.benefit1Text' },
  { icon: Store, title: 'partner.benefit2Title', text: 'partner.benefit2Text' },
  { icon: ClipboardList, title: 'partner.benefit3Title', text: 'partner.benefit3Text' },
  { icon: BarChart3, title: 'partner.benefit4Title', text: 'partner.benefit4Text' },
];

const STEPS: MessageKey<'content'>[] = ['partner.step1', 'partner.step2', 'partner.step3'];

/** /become-a-partner: a short pitch of what brands get, then the application staff review. */
export function BecomePartnerPage() {
  const t = useT('content');
  return (
    <>
      <PageMeta title={t('partner.metaTitle')} description={t('partner.metaDescription')} path="/become-a-partner" />
      <PageHeader eyebrow={t('partner.eyebrow')} title={t('partner.title')}>
        <p>{t('partner.intro')}</p>
        {/* on a phone the pitch comes first: the form is one tap away */}
        <a href="#partner-application" className={buttonStyles({ variant: 'dark', className: 'mt-6 lg:hidden' })}>
          {t('partner.applyNow')}
          <ArrowDown aria-hidden="true" className="size-4" />
        </a>
      </PageHeader>
      <div className="container-page grid items-start gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.45fr)] lg:gap-14">
        <section aria-labelledby="partner-benefits" className="lg:sticky lg:top-24">
          <h2 id="partner-benefits" className="text-lg font-semibold text-ink">
            {t('partner.benefitsTitle')}
          </h2>
          <ul className="mt-5 space-y-5">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-canvas text-brand">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{t(title)}</h3>
                  <p className="mt-1 text-sm text-muted">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
          <h2 className="mt-10 text-lg font-semibold text-ink">{t('partner.stepsTitle')}</h2>
          <ol className="mt-4 space-y-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3 text-sm text-muted">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full border border-line-strong text-xs font-semibold text-ink"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{t(step)}</span>
              </li>
            ))}
          </ol>
        </section>
        <div
          id="partner-application"
          className="scroll-mt-24 rounded-2xl border border-line bg-white p-5 shadow-card sm:p-8"
        >
          <PartnerApplicationForm />
        </div>
      </div>
    </>
  );
}
