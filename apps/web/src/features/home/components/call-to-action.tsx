import type { TPageSettings } from '@samplebank/contracts/content';
import type { ReactNode } from 'react';
import { Picture } from '../../../components/ui/picture';
import { cn } from '../../../lib/cn';

type CallToActionContent = TPageSettings['callToActionTop'];

type CallToActionProps = {
  id: string;
  content: CallToActionContent;
  /** `banner`: text over the image; `split`: image on the left, text on the right. */
  look: 'banner' | 'split';
  actions: ReactNode;
};

/** A call-to-action band from the page settings: title, description, two buttons, a background image. */
export function CallToAction({ id, content, look, actions }: CallToActionProps) {
  const image = content.backgroundImage?.url;
  const picture = content.backgroundImage?.picture;

  if (look === 'split') {
    return (
      <section aria-labelledby={id} className="container-page py-14 md:py-20">
        <div className="grid overflow-hidden rounded-2xl bg-canvas md:grid-cols-2">
          <div className="aspect-[4/3] bg-surface md:aspect-auto md:min-h-80">
            {image && (
              <Picture
                src={image}
                picture={picture}
                sizes="(min-width: 768px) 50vw, 100vw"
                alt=""
                width={800}
                height={600}
                className="size-full object-cover"
              />
            )}
          </div>
          <div className="flex flex-col justify-center p-8 md:p-12">
            <h2 id={id} className="text-2xl font-semibold tracking-tight text-balance text-ink md:text-3xl">
              {content.title}
            </h2>
            <p className="mt-3 text-muted">{content.description}</p>
            <div className="mt-7 flex flex-wrap gap-3">{actions}</div>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={id} className="container-page py-6 md:py-10">
      <div className="relative isolate overflow-hidden rounded-2xl bg-ink">
        {image && (
          <Picture
            src={image}
            picture={picture}
            sizes="100vw"
            alt=""
            width={1600}
            height={600}
            className="absolute inset-0 -z-10 size-full object-cover opacity-35"
          />
        )}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-ink via-ink/85 to-ink/40" />
        <div className={cn('max-w-2xl px-6 py-12 md:px-12 md:py-16')}>
          <h2 id={id} className="text-2xl font-semibold tracking-tight text-balance text-white md:text-4xl">
            {content.title}
          </h2>
          <p className="mt-3 text-lg text-on-dark">{content.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        </div>
      </div>
    </section>
  );
}
