import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** The Samplebank mark and wordmark, linking home. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const t = useT('common');
  return (
    <Link
      to={paths.home.to()}
      aria-label={t('nav.logoLabel')}
      className={cn('inline-flex items-center gap-2 rounded-md', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className={tone === 'dark' ? 'fill-ink' : 'fill-white'} />
        <rect x="8" y="8" width="9" height="9" rx="2" className={tone === 'dark' ? 'fill-white' : 'fill-ink'} />
        <rect x="15" y="15" width="9" height="9" rx="2" className="fill-brand" />
      </svg>
      <span className={cn('text-lg font-semibold tracking-tight', tone === 'dark' ? 'text-ink' : 'text-white')}>
        {/* i18n-ignore: our name */}
        samplebank
      </span>
    </Link>
  );
}
