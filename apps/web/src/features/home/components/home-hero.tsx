// i18n: not yet translated (issue 16)
import { Layers, PackageCheck, Truck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { usePageSettings } from '../api';
import { HeroCollage } from './hero-collage';

export const DEFAULT_HERO = {
  title: 'Every material sample, one place',
  description:
    'Browse flooring, stone, laminate, fabric and glass from Malaysia’s leading brands. Order samples in a few clicks and collect them into project boards your whole team can see.',
  buttonText: 'Browse samples',
};

const HIGHLIGHTS = [
  { icon: PackageCheck, text: 'Order samples from many brands in one cart' },
  { icon: Layers, text: 'Organise them into shared project boards' },
  { icon: Truck, text: 'Delivered to your studio in about 7 days' },
];

export function HomeHero() {
  const pageSettings = usePageSettings();
  const hero = pageSettings.data?.hero;
  const title = hero?.title || DEFAULT_HERO.title;
  const description = hero?.description || DEFAULT_HERO.description;
  const buttonText = hero?.buttonText || DEFAULT_HERO.buttonText;

  return (
    <section aria-labelledby="hero-title" className="overflow-hidden bg-canvas">
      <div className="container-page grid items-center gap-10 py-10 md:py-16 lg:grid-cols-[1fr_1.05fr] lg:gap-16 lg:py-20">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1 text-xs font-medium text-muted">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
            Material samples for Malaysian designers
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
              Explore brands
            </ButtonLink>
          </div>
          <ul className="mt-10 grid gap-3 text-sm text-ink sm:grid-cols-1">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="flex size-8 items-center justify-center rounded-full bg-white text-brand shadow-card">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                {text}
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
