import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { type MessageKey, useT } from '../../../lib/i18n';
import { PageMeta } from '../../../lib/page-meta';
import { PageHeader } from '../components/page-header';

const VALUES: Array<{ title: MessageKey<'content'>; text: MessageKey<'content'> }> = [
  { title: 'about.value1Title', text: 'about.value1Text' },
  { title: 'about.value2Title', text: 'about.value2Text' },
  { title: 'about.value3Title', text: 'about.value3Text' },
];

export function AboutUsPage() {
  const t = useT('content');
  return (
    <>
      <PageMeta title={t('about.metaTitle')} description={t('about.metaDescription')} path="/about-us" />
      <PageHeader eyebrow={t('about.eyebrow')} title={t('about.title')}>
        {t('about.intro')}
      </PageHeader>
      <div className="container-page grid gap-12 py-12 md:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div className="max-w-2xl space-y-5 text-base text-muted">
          <p>{t('about.p1')}</p>
          <p>{t('about.p2')}</p>
          <p>{t('about.p3')}</p>
        </div>
        <ul className="space-y-4">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-2xl bg-canvas p-6">
              <h2 className="text-lg font-semibold text-ink">{t(value.title)}</h2>
              <p className="mt-2 text-sm text-muted">{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="container-page pb-16">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-ink p-8 text-white md:flex-row md:items-center md:justify-between md:p-10">
          <p className="text-xl font-semibold">{t('about.cta')}</p>
          <ButtonLink to={paths.samples.to()} variant="light">
            {t('about.browse')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
