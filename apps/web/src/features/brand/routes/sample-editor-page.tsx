import type { TAdminSampleDetail } from '@samplebank/contracts/admin-catalogue';
import type { SampleStatus } from '@samplebank/domain/sample-lifecycle';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useOutletContext, useParams } from 'react-router';
import { DeleteSampleDialog } from '../../../components/sample-editor/delete-sample-dialog';
import { SampleDocumentsEditor } from '../../../components/sample-editor/sample-documents-editor';
import { SampleForm } from '../../../components/sample-editor/sample-form';
import { SampleStatusControl } from '../../../components/sample-status/sample-status-panel';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { brandPaths } from '../brand-paths';
import {
  useBrandSample,
  useCategoryTree,
  useDeleteBrandSample,
  useSaveBrandSample,
  useSetBrandSampleStatus,
} from '../catalogue-api';
import type { BrandOutletContext } from '../components/brand-layout';

/**
 * /brand/{brandId}/samples/new and /brand/{brandId}/samples/{sampleId}: one of the brand's samples, every field, its
 * pictures (uploaded with progress, in the order chosen), specifications and documents, and its status, through the
 * back office's own form and checks. A new sample opens its own page once created.
 */
export function SampleEditorPage() {
  const t = useT('brand');
  const { access } = useOutletContext<BrandOutletContext>();
  const brandId = access.brand._id;
  const { sampleId } = useParams();
  const navigate = useNavigate();
  const sample = useBrandSample(brandId, sampleId);
  const categories = useCategoryTree();
  const save = useSaveBrandSample(brandId, sampleId);
  const remove = useDeleteBrandSample(brandId);
  const [isDeleting, setIsDeleting] = useState(false);
  const isNew = !sampleId;
  const title = isNew ? t('sampleEditor.new') : (sample.data?.name ?? t('sampleEditor.sample'));
  const notFound = sample.error instanceof ApiError && [400, 404].includes(sample.error.status);

  return (
    <div className="pb-12">
      <title>{t('layout.documentTitle', { title })}</title>
      <Link
        to={brandPaths.brand.to(brandId)}
        className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink focus-visible:outline-2"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('sampleEditor.back')}
      </Link>
      <div className="mt-2 mb-6 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1
            translate={isNew ? undefined : 'no'}
            className="text-2xl font-semibold tracking-tight text-ink md:text-3xl"
          >
            {title}
          </h1>
          <p className="mt-1 text-muted">
            {sample.data ? t('sampleEditor.sku', { sku: sample.data.sku }) : isNew ? t('sampleEditor.newIntro') : null}
          </p>
        </div>
        {sample.data?.status === 'published' && (
          <ButtonLink to={paths.sampleDetails.to(sample.data._id)} target="_blank" variant="secondary" size="sm">
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('sampleEditor.viewInShop')}
          </ButtonLink>
        )}
      </div>

      {sample.isError &&
        (notFound ? (
          <ErrorMessage>{t('sampleEditor.notFound')}</ErrorMessage>
        ) : (
          <ErrorMessage
            action={
              <Button variant="secondary" size="sm" onClick={() => sample.refetch()}>
                {t('layout.loadFailed.retry')}
              </Button>
            }
          >
            {t('sampleEditor.loadFailed')}
          </ErrorMessage>
        ))}
      {categories.isError && (
        <ErrorMessage
          action={
            <Button variant="secondary" size="sm" onClick={() => categories.refetch()}>
              {t('layout.loadFailed.retry')}
            </Button>
          }
        >
          {t('sampleEditor.categoriesFailed')}
        </ErrorMessage>
      )}
      {((!isNew && sample.isPending) || categories.isPending) && (
        <div role="status">
          <span className="sr-only">{t('layout.loading')}</span>
          <Skeleton className="h-[40rem] w-full rounded-2xl" />
        </div>
      )}

      {sample.data && <StatusPanel brandId={brandId} sample={sample.data} />}
      {/* the category select needs its options before the form sets its value */}
      {(isNew || sample.data) && categories.data && (
        <SampleForm
          key={sampleId ?? 'new'}
          sample={sample.data}
          categories={categories.data.tree}
          brand={{ id: brandId }}
          save={save}
          onCreated={(saved) => navigate(brandPaths.sample.to(brandId, saved._id), { replace: true })}
          onDelete={() => setIsDeleting(true)}
        />
      )}
      {(isNew || sample.data) && <SampleDocumentsEditor sampleId={sample.data?._id} brandId={brandId} />}
      {sample.data && (
        <DeleteSampleDialog
          sample={sample.data}
          open={isDeleting}
          onOpenChange={setIsDeleting}
          remove={remove}
          onDeleted={() => navigate(brandPaths.brand.to(brandId), { replace: true })}
        />
      )}
    </div>
  );
}

/** The sample's status and its moves, through the portal's call. */
function StatusPanel({ brandId, sample }: { brandId: string; sample: TAdminSampleDetail }) {
  const setStatus = useSetBrandSampleStatus(brandId);
  const move = {
    isPending: setStatus.isPending,
    error: setStatus.error,
    mutate: (status: SampleStatus, options: { onSuccess: () => void }) =>
      setStatus.mutate({ sampleId: sample._id, status }, options),
  };
  return <SampleStatusControl sample={sample} move={move} />;
}
