import type { TPartnerApplication } from '@samplebank/contracts/partner-applications';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useBrands } from '../catalogue-api';
import { useApprovePartnerApplication } from '../partner-applications-api';
import { SearchFilter } from './filter-controls';

const optionStyles =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3.5 text-sm transition-colors has-checked:border-ink has-checked:bg-canvas has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand';

/**
 * Approve: a new brand made of the application, or an existing brand staff pick (the one that looks like the same
 * company is offered first); either way the applicant is invited by e-mail as its first owner.
 */
export function ApproveApplicationDialog({
  application,
  onClose,
}: {
  application: TPartnerApplication;
  onClose: () => void;
}) {
  const t = useT('admin');
  const approve = useApprovePartnerApplication();
  const [mode, setMode] = useState<'create' | 'link'>(application.matchingBrand ? 'link' : 'create');
  const [search, setSearch] = useState('');
  const brands = useBrands(search);
  const [brandId, setBrandId] = useState(application.matchingBrand?._id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const name = useId();
  const options = brands.data?.organizations ?? [];
  // the suggested brand stays choosable whatever the search shows
  const choices =
    application.matchingBrand && !options.some((brand) => brand._id === application.matchingBrand?._id)
      ? [{ _id: application.matchingBrand._id, name: application.matchingBrand.name }, ...options]
      : options;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (mode === 'link' && !brandId) {
      setProblem(t('partnerApplications.approveDialog.chooseBrand'));
      return;
    }
    setProblem(null);
    approve.mutate(
      { id: application._id, brandId: mode === 'link' ? brandId : null },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        onError: (error) => {
          const message =
            error instanceof ApiError && error.status !== 0 && error.message
              ? error.message
              : t('partnerApplications.approveDialog.failed');
          // reviewed meanwhile by someone else: the list shows it as it is now
          if (error instanceof ApiError && error.status === 409) {
            toast.error(message);
            onClose();
            return;
          }
          setProblem(message);
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('partnerApplications.approveDialog.title')}
      description={t('partnerApplications.approveDialog.description', { email: application.email })}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {problem && (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
            {problem}
          </p>
        )}
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-ink">{t('partnerApplications.approveDialog.brand')}</legend>
          <label className={optionStyles}>
            <input
              type="radio"
              name={name}
              checked={mode === 'create'}
              onChange={() => setMode('create')}
              className="mt-0.5 size-4 accent-ink"
            />
            <span>
              <span className="block font-medium text-ink">
                {t.rich('partnerApplications.approveDialog.create', {
                  name: <span translate="no">{application.companyName}</span>,
                })}
              </span>
              <span className="mt-0.5 block text-muted">{t('partnerApplications.approveDialog.createHint')}</span>
            </span>
          </label>
          <label className={optionStyles}>
            <input
              type="radio"
              name={name}
              checked={mode === 'link'}
              onChange={() => setMode('link')}
              className="mt-0.5 size-4 accent-ink"
            />
            <span>
              <span className="block font-medium text-ink">{t('partnerApplications.approveDialog.link')}</span>
              <span className="mt-0.5 block text-muted">{t('partnerApplications.approveDialog.linkHint')}</span>
            </span>
          </label>
        </fieldset>
        <div className={cn('space-y-3', mode !== 'link' && 'hidden')}>
          <SearchFilter
            label={t('partnerApplications.approveDialog.findBrand')}
            value={search}
            onChange={setSearch}
            className="max-w-none"
          />
          <FormField label={t('partnerApplications.approveDialog.existingBrand')}>
            {(control) => (
              <SelectInput {...control} value={brandId} onChange={(event) => setBrandId(event.target.value)}>
                <option value="">{t('partnerApplications.approveDialog.pickBrand')}</option>
                {choices.map((brand) => (
                  <option key={brand._id} value={brand._id}>
                    {brand.name}
                  </option>
                ))}
              </SelectInput>
            )}
          </FormField>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="dark" disabled={approve.isPending}>
            {approve.isPending
              ? t('partnerApplications.approveDialog.approving')
              : t('partnerApplications.approveDialog.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
