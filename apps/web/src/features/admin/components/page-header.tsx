import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
  /** the title is a person's or an organization's name, left as written in every language */
  isTitleAName?: boolean;
};

/** A back-office page's title, the document title, an optional back link and the page's main actions. */
export function PageHeader({ title, description, actions, back, isTitleAName }: PageHeaderProps) {
  const t = useT('admin');
  return (
    <div className="mb-6">
      <title>{t('pageTitle', { title })}</title>
      {back && (
        <Link
          to={back.to}
          className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-muted transition-colors hover:text-ink"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1
            translate={isTitleAName ? 'no' : undefined}
            className="text-2xl font-semibold tracking-tight text-ink md:text-3xl"
          >
            {title}
          </h1>
          {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </div>
  );
}
