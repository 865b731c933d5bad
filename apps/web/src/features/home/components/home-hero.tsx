import { Layers, PackageCheck, Truck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { type MessageKey, useT } from '../../../lib/i18n';
import { usePageSettings } from '../api';
import { HeroCollage } from './hero-collage';

const HIGHLIGHTS: Array<{ icon: typeof Truck; text: MessageKey<'home'> }> = [
  { icon: PackageCheck, text: 'hero.highlightCart' },
  { icon: Layers, text: 'hero.highlightBoards' },
  { icon: Truck, text: 'hero.highlightDelivery' },
];

export function HomeHero() {
  const t = useT('home');
  const pageSettings = usePageSettings();
  const hero = pageSettings.data?.hero;
  // the defaults stand in for the texts staff have not written
  const title = hero?.title || t('hero.title');
  const description = hero?.description || t('hero.description');
  const buttonText = hero?.buttonText || t('hero.button');

  return (
    <section aria-labelledby="hero-title" className="overflow-hidden bg-canvas">
      <div className="container-page grid items-center gap-10 py-10 md:py-16 lg:grid-cols-[1fr_1.05fr] lg:gap-16 lg:py-20">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1 text-xs font-medium text-muted">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-semibold tracking-tight text-balance text-ink md:text-display"
          >
            {title}
          </h1>
          <p className="mt-5 text-lg text-pretty text-muted">{description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.samples.to()} size="lg">
              {buttonText}
            </ButtonLink>
            <ButtonLink to={paths.brands.to()} size="lg" variant="secondary">
              {t('hero.exploreBrands')}
            </ButtonLink>
          </div>
          <ul className="mt-10 grid gap-3 text-sm text-ink sm:grid-cols-1">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="flex size-8 items-center justify-center rounded-full bg-white text-brand shadow-card">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
        <div className="h-80 sm:h-[28rem] lg:h-[36rem]">
          {pageSettings.isPending ? (
            <div className="grid h-full grid-cols-3 gap-4">
              <Skeleton className="h-full rounded-2xl" />
              <Skeleton className="mt-16 rounded-2xl" />
              <Skeleton className="h-full rounded-2xl" />
            </div>
          ) : (
            <HeroCollage images={hero?.images} />
          )}
        </div>
      </div>
    </section>
  );
}
