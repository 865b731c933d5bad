import type { TAdminSampleDetail } from '@samplebank/contracts/admin-catalogue';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { adminPaths } from '../admin-paths';
import { useDeleteSample } from '../catalogue-api';

type DeleteSampleDialogProps = { sample: TAdminSampleDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** Asks before deleting a sample (one in an order cannot go), then returns to the samples list. */
export function DeleteSampleDialog({ sample, open, onOpenChange }: DeleteSampleDialogProps) {
  const t = useT('adminCatalogue');
  const navigate = useNavigate();
  const deleteSample = useDeleteSample();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('deleteSample.title', { name: sample.name })}
      description={
        sample.orderLineCount > 0
          ? t('deleteSample.inOrders', { count: sample.orderLineCount })
          : t('deleteSample.description')
      }
      confirmLabel={t('deleteSample.confirm')}
      isPending={deleteSample.isPending}
      onConfirm={() =>
        deleteSample.mutate(sample._id, {
          onSuccess: () => {
            toast.success(t('deleteSample.deleted', { name: sample.name }));
            navigate(adminPaths.samples.to(), { replace: true });
          },
          onError: (error) => {
            toast.error(error instanceof ApiError ? error.message : t('deleteSample.failed'));
            onOpenChange(false);
          },
        })
      }
    />
  );
}
