import type { TPageSettings } from '@samplebank/contracts/content';
import { ArrowRight, ClipboardCheck, LayoutGrid, Search } from 'lucide-react';
import { Link } from 'react-router';
import { type Translate, useT } from '../../../lib/i18n';

const ICONS = [Search, ClipboardCheck, LayoutGrid];

/** The section as it reads before staff write their own. */
export function defaultFeatures(t: Translate<'home'>): TPageSettings['features'] {
  return {
    sectionTitle: t('features.sectionTitle'),
    features: [
      { title: t('features.exploreTitle'), description: t('features.exploreText'), link: '/samples' },
      { title: t('features.requestTitle'), description: t('features.requestText'), link: '/how-to-sample' },
      { title: t('features.createTitle'), description: t('features.createText') },
    ],
  };
}

/** The three how-it-works features, each with an optional More Info link. */
export function HowItWorks({ content }: { content?: TPageSettings['features'] }) {
  const t = useT('home');
  const defaults = defaultFeatures(t);
  const section = content?.features.length ? content : defaults;
  return (
    <section aria-labelledby="how-it-works-title" className="container-page py-14 md:py-20">
      <h2 id="how-it-works-title" className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">
        {section.sectionTitle || defaults.sectionTitle}
      </h2>
      <ol className="mt-8 grid gap-5 md:grid-cols-3">
        {section.features.slice(0, 3).map((feature, index) => {
          const Icon = ICONS[index] ?? Search;
          return (
            <li key={feature.title} className="flex flex-col rounded-2xl border border-line bg-white p-6 md:p-7">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span aria-hidden="true" className="text-2xl font-semibold text-subtle tabular-nums">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-6 text-lg font-semibold text-ink">{feature.title}</h3>
              <p className="mt-2 flex-1 text-muted">{feature.description}</p>
              {feature.link && (
                <Link
                  to={feature.link}
                  className="mt-5 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ink hover:text-brand"
                >
                  {t('features.moreInfo')}
                  <span className="sr-only">
                    {' '}
                    {t('features.moreInfoAbout', { title: feature.title.toLowerCase() })}
                  </span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
