import { ChevronDown, Search } from 'lucide-react';
import { type FormEvent, useDeferredValue, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useSampleCategories } from '../../features/catalogue/api';
import { useCategoryName } from '../../features/catalogue/category-name';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { useMatchesAfterHydration } from '../../lib/use-after-hydration';
import { flattenCategoryTree } from './category-options';

/** where the desktop header, and the search inside it, show (site-header.tsx: `lg`) */
const DESKTOP_HEADER_QUERY = '(min-width: 1024px)';

type HeaderSearchProps = {
  layout?: 'inline' | 'stacked';
  /** Called after the search navigates, e.g. to close the mobile drawer. */
  onNavigate?: () => void;
  className?: string;
};

/** The header's category dropdown and search box; both lead to the filtered sample listing. */
export function HeaderSearch({ layout = 'inline', onNavigate, className }: HeaderSearchProps) {
  const t = useT('common');
  const categoryName = useCategoryName();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // the options are for someone who opens the list: left out of the server's page (a hundred of them, and the
  // categories' data, on every page), they come once the page has taken over, and only where the list is shown (the
  // header's own search is the desktop header's; a phone's is in the menu drawer)
  const isShown = useMatchesAfterHydration(layout === 'inline' ? DESKTOP_HEADER_QUERY : 'all');
  const categoriesQuery = useSampleCategories({ enabled: isShown });
  const isOnListing = location.pathname === paths.samples.path;
  // the listing's address is the source of truth: the box starts from it (in the server's page too) and is set from
  // it again at each move to another page or address; compared while rendering, not in an effect, so what a visitor
  // typed before the app took over is kept (React hands it to onChange as the page hydrates), not written over
  const fromAddress = () => ({
    search: isOnListing ? (searchParams.get('search') ?? '') : '',
    categoryId: isOnListing ? (searchParams.get('categoryId') ?? '') : '',
  });
  const [shownLocation, setShownLocation] = useState(location.key);
  const [text, setText] = useState(() => fromAddress().search);
  const [categoryId, setCategoryId] = useState(() => fromAddress().categoryId);
  if (shownLocation !== location.key) {
    const next = fromAddress();
    setShownLocation(location.key);
    setText(next.search);
    setCategoryId(next.categoryId);
  }

  // drawn in slices when they arrive: a hundred options in one task would stall a phone just as the page took over
  const tree = useDeferredValue(categoriesQuery.data?.tree);
  const options = useMemo(() => flattenCategoryTree(tree ?? []), [tree]);

  const go = (next: { search: string; categoryId: string }) => {
    navigate(paths.samples.to({ search: next.search.trim(), categoryId: next.categoryId }));
    onNavigate?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ search: text, categoryId });
  };

  const isInline = layout === 'inline';

  return (
    <search aria-label={t('search.label')} className={cn('block', className)}>
      <form
        onSubmit={onSubmit}
        className={cn(
          isInline
            ? 'flex h-11 items-center rounded-full border border-line-strong bg-white transition-colors focus-within:border-ink hover:border-ink'
            : 'flex flex-col gap-3',
        )}
      >
        <label htmlFor={`${id}-category`} className="sr-only">
          {t('search.category')}
        </label>
        <div className={cn('relative', isInline ? 'h-full shrink-0' : 'w-full')}>
          <select
            id={`${id}-category`}
            value={categoryId}
            onChange={(event) => {
              setCategoryId(event.target.value);
              go({ search: text, categoryId: event.target.value });
            }}
            className={cn(
              'cursor-pointer appearance-none bg-transparent pr-8 text-sm text-ink focus-visible:outline-offset-[-2px]',
              isInline
                ? 'h-full max-w-40 truncate rounded-l-full border-r border-line pl-4 font-medium'
                : 'h-11 w-full rounded-full border border-line-strong pl-4',
            )}
          >
            <option value="">{t('search.allCategories')}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {`${'\u00a0\u00a0'.repeat(option.depth)}${categoryName(option)}`}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          />
        </div>
        <div
          className={cn(
            'flex min-w-0 flex-1 items-center',
            !isInline && 'h-11 rounded-full border border-line-strong focus-within:border-ink',
          )}
        >
          <label htmlFor={`${id}-text`} className="sr-only">
            {t('search.label')}
          </label>
          <input
            id={`${id}-text`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={isInline ? t('search.placeholder') : t('search.placeholderShort')}
            autoComplete="off"
            enterKeyHint="search"
            className="h-full min-w-0 flex-1 bg-transparent px-4 text-sm text-ink placeholder:text-subtle focus-visible:outline-none"
          />
          <button
            type="submit"
            aria-label={t('search.submit')}
            className="mr-1 flex size-9 shrink-0 items-center justify-center rounded-full bg-ink text-white transition-colors hover:bg-brand"
          >
            <Search aria-hidden="true" className="size-4" />
          </button>
        </div>
      </form>
    </search>
  );
}
