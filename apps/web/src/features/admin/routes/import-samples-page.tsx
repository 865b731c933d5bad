import { ImportTemplateLink, SampleImport } from '../../../components/sample-editor/sample-import';
import { useT } from '../../../lib/i18n';
import { adminPaths } from '../admin-paths';
import { useAdminCategories, useImportSamples } from '../catalogue-api';
import { BrandOptions } from '../components/brand-options';
import { PageHeader } from '../components/page-header';

/** /admin/samples/import: a brand's catalogue from a CSV file, checked row by row, imported whole or not at all. */
export function ImportSamplesPage() {
  const t = useT('adminCatalogue');
  const importSamples = useImportSamples();
  const categories = useAdminCategories();
  const tree = categories.data?.tree ?? [];
  return (
    <div>
      <PageHeader
        title={t('import.title')}
        description={t('import.description')}
        back={{ to: adminPaths.samples.to(), label: t('samples.title') }}
        actions={<ImportTemplateLink categories={tree} />}
      />
      <SampleImport
        brand={{ options: <BrandOptions /> }}
        categories={tree}
        categoriesFailed={categories.isError}
        importSamples={(brandId) => ({
          mutate: (body, callbacks) => importSamples.mutate({ brandId, ...body }, callbacks),
          isPending: importSamples.isPending,
          variables: importSamples.variables,
        })}
        samplesLink={(brandId) => `${adminPaths.samples.to()}?brand=${brandId}`}
      />
    </div>
  );
}
