import type { TOrganizationListItem } from '@samplebank/contracts/organizations';
import { ExternalLink, Globe, MailPlus, Pencil, Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { adminPaths } from '../admin-paths';
import { useBrands } from '../catalogue-api';
import { BrandDialog } from '../components/brand-dialog';
import { FilterBar, SearchFilter } from '../components/filter-controls';
import { InviteOwnerDialog } from '../components/invite-owner-dialog';
import { PageHeader } from '../components/page-header';

/** /admin/brands: the brand partners, each with its logo and sample count; create and edit them. */
export function BrandsPage() {
  const t = useT('adminCatalogue');
  const [search, setSearch] = useState('');
  const brands = useBrands(search);
  const [editing, setEditing] = useState<{ brandId: string | null } | null>(null);
  const [inviting, setInviting] = useState<TOrganizationListItem | null>(null);
  const list = brands.data?.organizations ?? [];

  return (
    <div>
      <PageHeader
        title={t('brands.title')}
        description={brands.data ? t('brands.count', { count: brands.data.total }) : t('brands.descriptionLoading')}
        actions={
          <Button variant="dark" size="sm" onClick={() => setEditing({ brandId: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('brands.new')}
          </Button>
        }
      />
      <FilterBar>
        <SearchFilter label={t('brands.search')} value={search} onChange={setSearch} className="max-w-sm" />
      </FilterBar>
      {brands.isError && <ErrorMessage>{t('brands.loadFailed')}</ErrorMessage>}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {brands.isPending &&
          [0, 1, 2, 3, 4, 5].map((index) => (
            <li key={index}>
              <Skeleton className="h-40 w-full rounded-2xl" />
            </li>
          ))}
        {list.map((brand) => (
          <BrandCard
            key={brand._id}
            brand={brand}
            onEdit={() => setEditing({ brandId: brand._id })}
            onInvite={() => setInviting(brand)}
          />
        ))}
      </ul>
      {brands.isSuccess && list.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line-strong py-16 text-center text-sm text-muted">
          {t('brands.none')}
        </p>
      )}
      {editing && <BrandDialog brandId={editing.brandId} onClose={() => setEditing(null)} />}
      {inviting && <InviteOwnerDialog brand={inviting} onClose={() => setInviting(null)} />}
    </div>
  );
}

function BrandCard({
  brand,
  onEdit,
  onInvite,
}: {
  brand: TOrganizationListItem;
  onEdit: () => void;
  onInvite: () => void;
}) {
  const t = useT('adminCatalogue');
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card">
      <div className="relative h-20 bg-surface">
        {brand.bannerUrl && <img src={brand.bannerUrl} alt="" loading="lazy" className="size-full object-cover" />}
      </div>
      <div className="flex items-start gap-3 px-4 pb-4">
        <span className="-mt-6 flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-white shadow-card">
          {brand.logoUrl ? (
            <img src={brand.logoUrl} alt="" loading="lazy" className="size-full object-contain p-1" />
          ) : (
            <Store aria-hidden="true" className="size-5 text-subtle" />
          )}
        </span>
        <div className="min-w-0 flex-1 pt-2">
          <h2 className="truncate font-semibold text-ink" translate="no">
            {brand.name}
          </h2>
          <p className="text-xs text-muted">
            <Link to={`${adminPaths.samples.to()}?brand=${brand._id}`} className="hover:underline">
              {t('brands.sampleCount', { count: brand.sampleCount ?? 0 })}
            </Link>
            {brand.website && (
              <>
                {' · '}
                <Globe aria-hidden="true" className="inline size-3" /> {new URL(brand.website).hostname}
              </>
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={onEdit}
          aria-label={t('brands.edit', { name: brand.name })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('brands.editShort')}
        </Button>
      </div>
      {/* the brand's team: staff invite its first owner, and open its portal as staff */}
      <div className="mt-auto flex flex-wrap gap-1 border-t border-line px-2 py-1.5">
        <Button
          variant="ghost"
          size="sm"
          onClick={onInvite}
          aria-label={t('brands.inviteOwnerOf', { name: brand.name })}
        >
          <MailPlus aria-hidden="true" className="size-4" />
          {t('brands.inviteOwner')}
        </Button>
        <Link
          to={adminPaths.brandPortal.to(brand._id)}
          aria-label={t('brands.openPortalOf', { name: brand.name })}
          className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium text-ink transition-colors hover:bg-surface"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('brands.openPortal')}
        </Link>
      </div>
    </li>
  );
}
