import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const REASON_REQUIRED = 'Please give a reason for the rejection';
const REASON_MAX_LENGTH = 1000;

type RejectAccountDialogProps = {
  accountName: string;
  isOpen: boolean;
  isSubmitting: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onReject: (reason: string) => void;
};

/** Asks for the reason a rejected account is e-mailed. */
export function RejectAccountDialog({
  accountName,
  isOpen,
  isSubmitting,
  onOpenChange,
  onReject,
}: RejectAccountDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-fade-in rounded-2xl bg-white p-6 shadow-popover outline-none sm:p-7">
          <Dialog.Title className="text-xl font-semibold tracking-tight text-ink">Reject {accountName}?</Dialog.Title>
          <Dialog.Description className="mt-1.5 text-sm text-muted">
            The account stays without full access. We email the reason to the user so they can fix their details.
          </Dialog.Description>
          <form
            noValidate
            className="mt-5"
            onSubmit={(event) => {
              event.preventDefault();
              const trimmed = reason.trim();
              if (!trimmed) {
                setError(REASON_REQUIRED);
                return;
              }
              onReject(trimmed);
            }}
          >
            <label htmlFor={id} className="text-sm font-medium text-ink">
              Reason
            </label>
            <textarea
              id={id}
              value={reason}
              maxLength={REASON_MAX_LENGTH}
              rows={4}
              required
              placeholder="For example: the Form 9 is unreadable. Please upload a clearer scan."
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
              className={cn(
                'mt-1.5 block w-full resize-y rounded-lg border border-line-strong px-3.5 py-2.5 text-sm text-ink shadow-card',
                'placeholder:text-subtle focus:border-ink focus:ring-2 focus:ring-ink/10 focus:outline-none aria-invalid:border-danger',
              )}
            />
            <p id={`${id}-error`} aria-live="polite" className="mt-1.5 min-h-4 text-xs font-medium text-danger">
              {error}
            </p>
            <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={isSubmitting} className="bg-danger hover:bg-danger/90">
                {isSubmitting ? 'Rejecting...' : 'Reject account'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
