import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** One step of a trail: a page's name and address; `isName` when that is a sample's or brand's own name. */
export type Crumb = { name: string; path: string; isName?: boolean };

/**
 * Where a page sits, from the home page down to it: each step a link but the last, the page itself. The same trail
 * goes into the page's structured data (a BreadcrumbList), so what a search engine reads is what
 * a visitor sees. A long last name is cut short on one line.
 */
export function Breadcrumb({ trail, className }: { trail: Crumb[]; className?: string }) {
  const t = useT('common');
  return (
    <nav aria-label={t('breadcrumb.label')} className={cn('text-sm text-muted', className)}>
      <ol className="flex min-w-0 items-center gap-2">
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={crumb.path} className={cn('flex items-center gap-2', isLast ? 'min-w-0' : 'shrink-0')}>
              {index > 0 && <span aria-hidden="true">/</span>}
              {isLast ? (
                <span aria-current="page" translate={crumb.isName ? 'no' : undefined} className="truncate text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} translate={crumb.isName ? 'no' : undefined} className="hover:text-ink">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
