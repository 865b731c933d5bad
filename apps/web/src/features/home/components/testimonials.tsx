import type { TPageSettings } from '@samplebank/contracts/content';
import { Quote } from 'lucide-react';
import { Picture } from '../../../components/ui/picture';

/** One row of three on medium screens and up (spec §9). */
const TESTIMONIALS_SHOWN = 3;

type TestimonialsContent = TPageSettings['testimonials'];

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** What customers say: cards 500 px tall, three columns from medium screens (spec §9). */
export function Testimonials({ content }: { content?: TestimonialsContent }) {
  if (!content || content.items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-canvas py-14 md:py-20">
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id="testimonials-title" className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">
            {content.title}
          </h2>
          {content.description && <p className="mt-3 text-muted">{content.description}</p>}
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {content.items.slice(0, TESTIMONIALS_SHOWN).map((item) => {
            const background = item.background?.url;
            const avatar = item.avatar?.url;
            return (
              <li key={item._id}>
                <figure className="relative isolate flex h-[500px] flex-col justify-between overflow-hidden rounded-2xl bg-ink p-7 text-white">
                  {background && (
                    <Picture
                      src={background}
                      picture={item.background?.picture}
                      sizes="(min-width: 768px) 33vw, 100vw"
                      alt=""
                      width={600}
                      height={1000}
                      className="absolute inset-0 -z-10 size-full object-cover opacity-30"
                    />
                  )}
                  <Quote aria-hidden="true" className="size-8 text-brand" />
                  <blockquote className="text-xl leading-relaxed font-medium text-pretty">“{item.content}”</blockquote>
                  <figcaption className="flex items-center gap-3">
                    {avatar ? (
                      <Picture
                        src={avatar}
                        picture={item.avatar?.picture}
                        sizes="48px"
                        alt=""
                        width={48}
                        height={48}
                        className="size-12 rounded-full object-cover"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="flex size-12 items-center justify-center rounded-full bg-white/15 text-sm font-semibold"
                      >
                        {initials(item.author)}
                      </span>
                    )}
                    <span>
                      <span translate="no" className="block font-semibold">
                        {item.author}
                      </span>
                      <span className="block text-sm text-on-dark-muted">{item.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
