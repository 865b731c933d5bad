// i18n: not yet translated (issue 16)
import { ArrowRight, BadgeCheck, LayoutGrid, type LucideIcon, Sparkles, Truck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Truck, title: 'Delivered to your studio', text: 'Samples ship to your company’s address in about 7 days.' },
  {
    icon: LayoutGrid,
    title: 'Boards for your team',
    text: 'Gather samples into projects and share boards with colleagues and clients.',
  },
  {
    icon: BadgeCheck,
    title: 'A registered practice',
    text: 'Your SSM number tells our brand partners they are sampling to a real business.',
  },
  { icon: Sparkles, title: 'Premium extras', text: 'Premium members see prices and can choose express delivery.' },
];

// material swatches in the brand's palette, a hint of what arrives in the box
const SWATCHES = ['bg-brand', 'bg-brand-soft', 'bg-line-strong', 'bg-muted', 'bg-surface', 'bg-warning'];

/** The 'Design With Us' marketing panel beside the company form (spec §2). */
export function DesignWithUsPanel({ className }: { className?: string }) {
  return (
    <aside aria-labelledby="design-with-us" className={cn('overflow-hidden rounded-2xl bg-ink text-white', className)}>
      <div aria-hidden="true" className="grid grid-cols-6 gap-1.5 p-1.5">
        {SWATCHES.map((swatch) => (
          <span key={swatch} className={cn('h-14 rounded-lg lg:h-20', swatch)} />
        ))}
      </div>
      <div className="px-6 pt-8 pb-7 lg:px-8 lg:pb-9">
        <p className="text-xs font-semibold tracking-[0.18em] text-on-dark-muted uppercase">Design With Us</p>
        <h2 id="design-with-us" className="mt-3 text-2xl font-semibold tracking-tight text-balance lg:text-3xl">
          Samples for every project, sent to your company.
        </h2>
        <p className="mt-3 text-sm text-on-dark">
          Designers, architects and contractors across Malaysia order physical samples from our brand partners. Tell us
          who you order for once, and every sample follows you to the right address.
        </p>
        <ul className="mt-7 space-y-5">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3.5">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10 text-white">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div>
                <p className="text-sm font-semibold">{title}</p>
                <p className="mt-0.5 text-sm text-on-dark-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <ButtonLink to={paths.samples.to()} variant="light" className="mt-8">
          Browse samples
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </aside>
  );
}
