import { ArrowRight, ClipboardCheck, LayoutGrid, Search } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { type MessageKey, useT } from '../../../lib/i18n';
import { PageMeta } from '../../../lib/page-meta';
import { PageHeader } from '../components/page-header';

const STEPS: Array<{ icon: typeof Search; title: MessageKey<'content'>; text: MessageKey<'content'> }> = [
  { icon: Search, title: 'howTo.step1Title', text: 'howTo.step1Text' },
  { icon: ClipboardCheck, title: 'howTo.step2Title', text: 'howTo.step2Text' },
  { icon: LayoutGrid, title: 'howTo.step3Title', text: 'howTo.step3Text' },
];

export function HowToSamplePage() {
  const t = useT('content');
  return (
    <>
      <PageMeta title={t('howTo.metaTitle')} description={t('howTo.metaDescription')} path="/how-to-sample" />
      <PageHeader eyebrow={t('howTo.eyebrow')} title={t('howTo.title')}>
        {t('howTo.intro')}
      </PageHeader>
      <div className="container-page py-12 md:py-16">
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line p-6 md:p-8">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
                  <step.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-subtle">{t('howTo.step', { number: index + 1 })}</span>
              </div>
              <h2 className="mt-6 text-xl font-semibold text-ink">{t(step.title)}</h2>
              <p className="mt-3 text-muted">{t(step.text)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex justify-center">
          <ButtonLink to={paths.samples.to()} size="lg" variant="dark">
            {t('howTo.browse')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
