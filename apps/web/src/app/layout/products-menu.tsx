import type { TSampleCategory } from '@samplebank/contracts/catalogue';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useSampleCategories } from '../../features/catalogue/api';
import { useCategoryName } from '../../features/catalogue/category-name';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { useDisclosure } from '../../lib/use-disclosure';

/**
 * The Products button and its mega menu of the category tree. A disclosure: the button says
 * whether it is open, Escape or a click elsewhere closes it and focus goes back to the button.
 */
export function ProductsMenu() {
  const t = useT('common');
  const { isOpen, buttonProps, panelProps } = useDisclosure();

  return (
    <>
      <button
        {...buttonProps}
        className={cn(
          'inline-flex h-10 items-center gap-1 rounded-full px-3.5 text-sm font-medium transition-colors',
          isOpen ? 'bg-surface text-ink' : 'text-ink hover:bg-surface',
        )}
      >
        {t('nav.products')}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      {/* as tall as the screen below the header at most, and scrolled on its own (the wheel and the keys move it, not
          the page behind): on a 1440 x 768 laptop the whole tree is taller than that */}
      <div
        {...panelProps}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4.5rem)] animate-fade-in overflow-y-auto overscroll-contain border-t border-line bg-white shadow-popover"
      >
        {/* its words are the catalogue's, which a page without samples loads when the menu first opens */}
        {isOpen && (
          <Suspense fallback={<div className="container-page h-40 py-8" />}>
            <ProductsMenuContent />
          </Suspense>
        )}
      </div>
    </>
  );
}

function ProductsMenuContent() {
  const t = useT('catalogue');
  const categoryName = useCategoryName();
  const categoriesQuery = useSampleCategories();

  return (
    <div className="container-page grid gap-10 py-8 lg:grid-cols-[1fr_18rem]">
      <div>
        {categoriesQuery.isPending ? (
          <div className="grid grid-cols-5 gap-6" role="status" aria-label={t('menu.loadingCategories')}>
            {Array.from({ length: 10 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
              <Skeleton key={index} className="h-24" />
            ))}
          </div>
        ) : categoriesQuery.isError ? (
          <p className="text-sm text-danger">{t('menu.categoriesFailed')}</p>
        ) : (
          <div className="divide-y divide-line">
            {categoriesQuery.data.tree.map((root) => (
              <section key={root._id} className="grid gap-4 py-6 first:pt-0 last:pb-0 xl:grid-cols-[10rem_1fr]">
                <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">
                  <Link to={paths.samples.to({ categoryId: root._id })} className="hover:text-brand">
                    {categoryName(root)}
                  </Link>
                </h2>
                <ul className="grid grid-cols-3 gap-x-6 gap-y-6 xl:grid-cols-5">
                  {root.children.map((category) => (
                    <li key={category._id}>
                      <Link
                        to={paths.samples.to({ categoryId: category._id })}
                        className="text-sm font-semibold text-ink hover:text-brand"
                      >
                        {categoryName(category)}
                      </Link>
                      <CategoryList categories={category.children} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
      <aside className="flex h-fit flex-col rounded-xl bg-canvas p-6">
        <div>
          <p className="text-lg font-semibold tracking-tight text-ink">{t('menu.wholeCatalogue')}</p>
          <p className="mt-2 text-sm text-muted">{t('menu.wholeCatalogueText')}</p>
        </div>
        <ButtonLink to={paths.samples.to()} variant="dark" className="mt-6 self-start">
          {t('menu.seeAllProducts')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </aside>
    </div>
  );
}

function CategoryList({ categories, depth = 0 }: { categories: TSampleCategory[]; depth?: number }) {
  const categoryName = useCategoryName();
  if (categories.length === 0) return null;
  return (
    <ul className={cn('space-y-1.5', depth === 0 ? 'mt-2.5' : 'mt-1.5 border-l border-line pl-3')}>
      {categories.map((category) => (
        <li key={category._id}>
          <Link
            to={paths.samples.to({ categoryId: category._id })}
            className={cn('text-sm hover:text-brand', depth === 0 ? 'text-muted' : 'text-subtle')}
          >
            {categoryName(category)}
          </Link>
          <CategoryList categories={category.children} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}
