import type { TAdminSampleDetail } from '@samplebank/contracts/admin-catalogue';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DeleteSampleDialog } from '../../../components/sample-editor/delete-sample-dialog';
import { SampleDocumentsEditor } from '../../../components/sample-editor/sample-documents-editor';
import { SampleForm } from '../../../components/sample-editor/sample-form';
import { SampleStatusControl } from '../../../components/sample-status/sample-status-panel';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { adminPaths } from '../admin-paths';
import {
  useAdminCategories,
  useAdminSample,
  useBrands,
  useDeleteSample,
  useSaveSample,
  useSetSampleStatus,
} from '../catalogue-api';
import { BrandOptions } from '../components/brand-options';
import { PageHeader } from '../components/page-header';

/** /admin/samples/new and /admin/samples/{id}: every field of a sample, its images and its key-value maps. */
export function SampleEditorPage() {
  const t = useT('adminCatalogue');
  const { sampleId } = useParams();
  const sample = useAdminSample(sampleId);
  const brands = useBrands();
  const categories = useAdminCategories();
  const save = useSaveSample(sampleId);
  const remove = useDeleteSample();
  const navigate = useNavigate();
  const [isDeleting, setIsDeleting] = useState(false);
  const isNew = !sampleId;

  return (
    <div>
      <PageHeader
        title={isNew ? t('sampleEditor.new') : (sample.data?.name ?? t('sampleEditor.sample'))}
        description={
          sample.data
            ? t('sampleEditor.sku', { sku: sample.data.sku })
            : isNew
              ? t('sampleEditor.newDescription')
              : undefined
        }
        back={{ to: adminPaths.samples.to(), label: t('samples.title') }}
        actions={
          sample.data && (
            <ButtonLink to={paths.sampleDetails.to(sample.data._id)} target="_blank" variant="secondary" size="sm">
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('sampleEditor.viewInShop')}
            </ButtonLink>
          )
        }
      />
      {sample.isError && <ErrorMessage>{t('sampleEditor.loadFailed')}</ErrorMessage>}
      {!isNew && sample.isPending && <Skeleton className="h-[40rem] w-full rounded-2xl" />}
      {(isNew || sample.data) && (brands.isPending || categories.isPending) && (
        <Skeleton className="h-[40rem] w-full rounded-2xl" />
      )}
      {/* the brand and category selects need their options before the form sets their values */}
      {sample.data && <StatusPanel sample={sample.data} />}
      {(isNew || sample.data) && brands.data && categories.data && (
        <SampleForm
          key={sampleId ?? 'new'}
          sample={sample.data}
          categories={categories.data.tree}
          brand={{ options: <BrandOptions /> }}
          save={save}
          onCreated={(saved) => navigate(adminPaths.sample.to(saved._id), { replace: true })}
          onDelete={() => setIsDeleting(true)}
        />
      )}
      {sample.data && (
        <DeleteSampleDialog
          sample={sample.data}
          open={isDeleting}
          onOpenChange={setIsDeleting}
          remove={remove}
          onDeleted={() => navigate(adminPaths.samples.to(), { replace: true })}
        />
      )}
      {(isNew || sample.data) && <SampleDocumentsEditor sampleId={sample.data?._id} />}
    </div>
  );
}

/** The sample's status and its moves, through the back office's call. */
function StatusPanel({ sample }: { sample: TAdminSampleDetail }) {
  const setStatus = useSetSampleStatus(sample._id);
  return <SampleStatusControl sample={sample} move={setStatus} />;
}
