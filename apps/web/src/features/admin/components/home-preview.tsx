import type { TPageSettings } from '@samplebank/contracts/content';
import type { Locale } from '@samplebank/contracts/locales';
import { useT } from '../../../lib/i18n';

/**
 * A small, faithful-enough picture of the home page as the settings being edited would show it, in `locale`: the
 * page's content as staff wrote it in that language (marked so, and left alone by translators).
 */
export function HomePreview({ settings, locale }: { settings: TPageSettings; locale: Locale }) {
  const t = useT('adminCatalogue');
  const { hero, features, callToActionTop, testimonials, carousel } = settings;
  return (
    <section
      aria-label={t('preview.label')}
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-card"
    >
      <div className="flex items-center gap-1.5 border-b border-line bg-canvas px-3 py-2">
        {[0, 1, 2].map((dot) => (
          <span key={dot} aria-hidden="true" className="size-2 rounded-full bg-line-strong" />
        ))}
        <span className="ml-2 text-[11px] text-muted">{t('preview.address')}</span>
      </div>
      <div className="origin-top text-[0.8rem]" lang={locale} translate="no">
        <section className="grid grid-cols-[1.2fr_1fr] gap-3 bg-canvas p-5">
          <div>
            <h3 className="text-xl leading-tight font-semibold tracking-tight text-ink">
              {hero.title || t('content.heroTitle')}
            </h3>
            <p className="mt-2 line-clamp-4 text-xs text-muted">{hero.description}</p>
            {hero.buttonText && (
              <span className="mt-3 inline-block rounded-full bg-brand px-3 py-1.5 text-[11px] font-medium text-white">
                {hero.buttonText}
              </span>
            )}
          </div>
          <div className="grid grid-cols-3 gap-1.5">
            {hero.images.slice(0, 6).map((image, index) => (
              <img
                // biome-ignore lint/suspicious/noArrayIndexKey: preview only
                key={index}
                src={image.url}
                alt=""
                className="aspect-[3/4] w-full rounded-md bg-surface object-cover"
              />
            ))}
          </div>
        </section>
        <section className="p-5">
          <h4 className="text-sm font-semibold text-ink">{features.sectionTitle}</h4>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {features.features.map((feature, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: preview only
              <div key={index} className="rounded-lg border border-line p-2">
                <p className="text-[11px] font-semibold text-ink">{feature.title}</p>
                <p className="mt-1 line-clamp-3 text-[10px] text-muted">{feature.description}</p>
              </div>
            ))}
          </div>
        </section>
        <section
          className="relative mx-5 overflow-hidden rounded-xl bg-ink bg-cover bg-center p-5 text-white"
          style={
            callToActionTop.backgroundImage.url
              ? { backgroundImage: `url("${callToActionTop.backgroundImage.url}")` }
              : undefined
          }
        >
          <div className="absolute inset-0 bg-ink/60" aria-hidden="true" />
          <div className="relative">
            <p className="text-sm font-semibold">{callToActionTop.title}</p>
            <p className="mt-1 line-clamp-2 text-[11px] text-on-dark-muted">{callToActionTop.description}</p>
            <div className="mt-2 flex gap-1.5">
              {callToActionTop.primaryButtonText && (
                <span className="rounded-full bg-white px-2.5 py-1 text-[10px] font-medium text-ink">
                  {callToActionTop.primaryButtonText}
                </span>
              )}
              {callToActionTop.secondaryButtonText && (
                <span className="rounded-full border border-white/60 px-2.5 py-1 text-[10px] font-medium">
                  {callToActionTop.secondaryButtonText}
                </span>
              )}
            </div>
          </div>
        </section>
        {carousel.images.length > 0 && (
          <section className="flex gap-1.5 overflow-hidden px-5 pt-5">
            {carousel.images.slice(0, 5).map((image) => (
              <img
                key={image.key}
                src={image.url}
                alt=""
                className="h-14 w-20 shrink-0 rounded-md bg-surface object-cover"
              />
            ))}
          </section>
        )}
        <section className="p-5">
          <h4 className="text-sm font-semibold text-ink">{testimonials.title}</h4>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {testimonials.items.slice(0, 2).map((item) => (
              <blockquote key={item._id} className="rounded-lg bg-surface p-2">
                <p className="line-clamp-3 text-[10px] text-ink">“{item.content}”</p>
                <footer className="mt-1 text-[10px] font-semibold text-muted">
                  <span translate="no">{item.author}</span>, {item.role}
                </footer>
              </blockquote>
            ))}
          </div>
        </section>
      </div>
    </section>
  );
}
