import { ArrowLeft } from 'lucide-react';
import { Link, useOutletContext } from 'react-router';
import { ImportTemplateLink, SampleImport } from '../../../components/sample-editor/sample-import';
import { useT } from '../../../lib/i18n';
import { brandPaths } from '../brand-paths';
import { useCategoryTree, useImportBrandSamples } from '../catalogue-api';
import type { BrandOutletContext } from '../components/brand-layout';

/**
 * /brand/{brandId}/samples/import: the brand's catalogue from a CSV file (the export's columns), upserted by SKU: a
 * preview of every row and what it changes, then all rows or none.
 */
export function ImportPage() {
  const t = useT('brand');
  const { access } = useOutletContext<BrandOutletContext>();
  const brandId = access.brand._id;
  const importSamples = useImportBrandSamples(brandId);
  const categories = useCategoryTree();
  const tree = categories.data?.tree ?? [];
  return (
    <div className="pb-12">
      <title>{t('layout.documentTitle', { title: t('import.title') })}</title>
      <Link
        to={brandPaths.brand.to(brandId)}
        className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink focus-visible:outline-2"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('sampleEditor.back')}
      </Link>
      <div className="mt-2 mb-6 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">{t('import.title')}</h1>
          <p className="mt-1 max-w-2xl text-muted">{t('import.intro')}</p>
        </div>
        <ImportTemplateLink categories={tree} />
      </div>
      <SampleImport
        brand={{ id: brandId }}
        categories={tree}
        categoriesFailed={categories.isError}
        importSamples={() => importSamples}
        samplesLink={() => brandPaths.brand.to(brandId)}
      />
    </div>
  );
}
