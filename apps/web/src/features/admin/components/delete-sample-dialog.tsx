// i18n: not yet translated (issue 16)
import type { TAdminSampleDetail } from '@samplebank/contracts/admin-catalogue';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { adminPaths } from '../admin-paths';
import { useDeleteSample } from '../catalogue-api';

type DeleteSampleDialogProps = { sample: TAdminSampleDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** Asks before deleting a sample (one in an order cannot go), then returns to the samples list. */
export function DeleteSampleDialog({ sample, open, onOpenChange }: DeleteSampleDialogProps) {
  const navigate = useNavigate();
  const deleteSample = useDeleteSample();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${sample.name}?`}
      description={
        sample.orderLineCount > 0
          ? `This sample is part of ${sample.orderLineCount} order line(s) and cannot be deleted. Set its stock to 0 instead.`
          : 'It leaves the catalogue, carts and wishlists. This cannot be undone.'
      }
      confirmLabel="Delete sample"
      isPending={deleteSample.isPending}
      onConfirm={() =>
        deleteSample.mutate(sample._id, {
          onSuccess: () => {
            toast.success(`${sample.name} deleted`);
            navigate(adminPaths.samples.to(), { replace: true });
          },
          onError: (error) => {
            toast.error(error instanceof ApiError ? error.message : 'The sample could not be deleted');
            onOpenChange(false);
          },
        })
      }
    />
  );
}
