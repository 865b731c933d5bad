import type { TAdminSampleDetail } from '@samplebank/contracts/admin-catalogue';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../ui/confirm-dialog';

type DeleteSampleDialogProps = {
  sample: TAdminSampleDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the page's delete call: the back office's or a brand's */
  remove: {
    mutate: (sampleId: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  /** where the page goes once the sample is gone (its list) */
  onDeleted: () => void;
};

/** Asks before deleting a sample (one in an order, on a board or a wishlist cannot go: it is discontinued instead). */
export function DeleteSampleDialog({ sample, open, onOpenChange, remove, onDeleted }: DeleteSampleDialogProps) {
  const t = useT('adminCatalogue');
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
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(sample._id, {
          onSuccess: () => {
            toast.success(t('deleteSample.deleted', { name: sample.name }));
            onDeleted();
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
