import { ArrowRight, BadgeCheck, LayoutGrid, type LucideIcon, Sparkles, Truck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';

const BENEFITS: { icon: LucideIcon; title: MessageKey<'organizations'>; text: MessageKey<'organizations'> }[] = [
  { icon: Truck, title: 'panel.delivered.title', text: 'panel.delivered.text' },
  { icon: LayoutGrid, title: 'panel.boards.title', text: 'panel.boards.text' },
  { icon: BadgeCheck, title: 'panel.registered.title', text: 'panel.registered.text' },
  { icon: Sparkles, title: 'panel.premium.title', text: 'panel.premium.text' },
];

// material swatches in the brand's palette, a hint of what arrives in the box
const SWATCHES = ['bg-brand', 'bg-brand-soft', 'bg-line-strong', 'bg-muted', 'bg-surface', 'bg-warning'];

/** The 'Design With Us' marketing panel beside the company form (spec §2). */
export function DesignWithUsPanel({ className }: { className?: string }) {
  const t = useT('organizations');
  return (
    <aside aria-labelledby="design-with-us" className={cn('overflow-hidden rounded-2xl bg-ink text-white', className)}>
      <div aria-hidden="true" className="grid grid-cols-6 gap-1.5 p-1.5">
        {SWATCHES.map((swatch) => (
          <span key={swatch} className={cn('h-14 rounded-lg lg:h-20', swatch)} />
        ))}
      </div>
      <div className="px-6 pt-8 pb-7 lg:px-8 lg:pb-9">
        <p className="text-xs font-semibold tracking-[0.18em] text-on-dark-muted uppercase">{t('panel.eyebrow')}</p>
        <h2 id="design-with-us" className="mt-3 text-2xl font-semibold tracking-tight text-balance lg:text-3xl">
          {t('panel.title')}
        </h2>
        <p className="mt-3 text-sm text-on-dark">{t('panel.text')}</p>
        <ul className="mt-7 space-y-5">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3.5">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10 text-white">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div>
                <p className="text-sm font-semibold">{t(title)}</p>
                <p className="mt-0.5 text-sm text-on-dark-muted">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
        <ButtonLink to={paths.samples.to()} variant="light" className="mt-8">
          {t('panel.browse')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </aside>
  );
}
