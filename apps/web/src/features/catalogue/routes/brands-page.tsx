import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { PageMeta } from '../../../lib/page-meta';
import { type Brand, useBrands } from '../api';
import { BrandLogo } from '../components/brand-logo';

const DIGITS = '0-9'; // i18n-ignore
const ALL = 'all';
const LETTERS = [DIGITS, ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')];

function groupOf(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  if (/[0-9]/.test(first)) return DIGITS;
  return /[A-Z]/.test(first) ? first : '#';
}

function groupBrands(brands: Brand[]): Array<[string, Brand[]]> {
  const groups = new Map<string, Brand[]>();
  for (const brand of brands) {
    const group = groupOf(brand.name);
    groups.set(group, [...(groups.get(group) ?? []), brand]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === DIGITS ? -1 : b === DIGITS ? 1 : a.localeCompare(b)));
}

export function BrandsPage() {
  const t = useT('catalogue');
  const brandsQuery = useBrands();
  const [letter, setLetter] = useState<string>(ALL);

  const groups = groupBrands(brandsQuery.data ?? []).filter(([group]) => letter === ALL || group === letter);

  return (
    <div className="container-page py-8 md:py-12">
      <PageMeta title={t('brands.title')} description={t('brands.metaDescription')} path={paths.brands.to()} />
      <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">{t('brands.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('brands.intro')}</p>

      <fieldset className="mt-8">
        <legend className="sr-only">{t('brands.letterFilter')}</legend>
        <div className="flex flex-wrap gap-1.5">
          {[ALL, ...LETTERS].map((option) => (
            <button
              key={option}
              type="button"
              onClick={() => setLetter(option)}
              aria-pressed={letter === option}
              className={cn(
                'h-9 min-w-9 rounded-full px-3 text-sm font-medium transition-colors',
                letter === option ? 'bg-ink text-white' : 'bg-surface text-ink hover:bg-line',
              )}
            >
              {option === ALL ? t('brands.allLetters') : option}
            </button>
          ))}
        </div>
      </fieldset>

      <div className="mt-10">
        {brandsQuery.isPending ? (
          <p role="status" className="text-muted">
            {t('filters.loadingBrands')}
          </p>
        ) : brandsQuery.isError ? (
          <ErrorMessage>{t('brands.loadFailed')}</ErrorMessage>
        ) : groups.length === 0 ? (
          <p className="text-muted">{t('brands.noneForLetter')}</p>
        ) : (
          <div className="space-y-10">
            {groups.map(([group, brands]) => (
              <section
                key={group}
                aria-labelledby={`brands-${group}`}
                className="grid gap-4 border-t border-line pt-6 md:grid-cols-[6rem_1fr]"
              >
                <h2 id={`brands-${group}`} className="text-2xl font-semibold text-ink">
                  {group}
                </h2>
                <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
                  {brands.map((brand) => (
                    <li key={brand._id}>
                      <Link
                        to={paths.supplierStore.to(brand._id)}
                        className="flex h-full flex-col items-center gap-4 rounded-xl border border-line p-6 text-center transition hover:border-ink hover:shadow-raised"
                      >
                        <BrandLogo name={brand.name} logoUrl={brand.logoUrl} />
                        <span translate="no" className="text-sm font-medium text-ink">
                          {brand.name}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
