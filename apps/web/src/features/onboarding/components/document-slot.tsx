import type { DocumentType } from '@samplebank/domain/documents';
import { CircleCheck, FileText, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { DOCUMENT_KEYS } from '../../../lib/business-documents';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { type UploadResult, useUpload } from '../../../lib/use-upload';
import { onboardingApi, type SupportingDocument } from '../api';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

type DocumentSlotProps = {
  documentType: DocumentType;
  isRequired: boolean;
  document: SupportingDocument | undefined;
  /** shown in red after a submit that lacked it */
  isMissing: boolean;
  /** records an uploaded document with a silent partial save; rejects when the save fails */
  onUploaded: (document: SupportingDocument) => Promise<void>;
  /** forgets a removed document with a silent partial save */
  onRemoved: (documentType: DocumentType) => Promise<void>;
  disabled?: boolean;
};

const readableSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/** One supporting document: empty, uploading with real progress, or uploaded (and removable). */
export function DocumentSlot({
  documentType,
  isRequired,
  document,
  isMissing,
  onUploaded,
  onRemoved,
  disabled,
}: DocumentSlotProps) {
  const t = useT('onboarding');
  const transfer = useUpload({ purpose: 'document', requestSlot: onboardingApi.uploadSlot });
  // after the bytes are stored the slot still reads as uploading while the wizard records the document
  const [recording, setRecording] = useState<{ filename: string; size: number } | null>(null);
  const [isConfirmingRemoval, setIsConfirmingRemoval] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const key = DOCUMENT_KEYS[documentType];
  const title = t(`documents.${key}.title`);
  const description = t(`documents.${key}.description`);
  // the toasts' name of the document ("form 9 uploaded successfully")
  const name = t(`documents.${key}.name`);
  const upload =
    transfer.state.status === 'uploading'
      ? { filename: transfer.state.filename, size: transfer.state.size, percent: transfer.state.progress }
      : recording
        ? { ...recording, percent: 100 }
        : null;

  async function start(file: File) {
    const result = await transfer.upload(file);
    if (inputRef.current) inputRef.current.value = '';
    await record(file, result);
  }

  async function record(file: File, result: UploadResult) {
    if (result.status === 'refused') {
      toast.error(result.message);
      return;
    }
    if (result.status === 'failed') {
      toast.error(t('toasts.uploadFailed', { name }), {
        description: errorText(result.error),
        action: {
          label: t('slot.tryAgain'),
          onClick: () => void transfer.retry().then((retried) => record(file, retried)),
        },
      });
      return;
    }
    if (result.status === 'cancelled') return;
    setRecording({ filename: file.name, size: file.size });
    try {
      const { slot } = result;
      await onUploaded({ documentType, documentKey: slot.key, originalFilename: slot.originalFilename });
      toast.success(t('toasts.uploaded', { name }));
    } catch (error) {
      toast.error(t('toasts.uploadFailed', { name }), { description: errorText(error) });
    } finally {
      setRecording(null);
    }
  }

  async function remove() {
    if (!document) return;
    setIsRemoving(true);
    try {
      await onboardingApi.deleteUpload(document.documentKey);
      await onRemoved(documentType);
      toast.success(t('toasts.removed', { name }));
      setIsConfirmingRemoval(false);
    } catch (error) {
      toast.error(t('toasts.removeFailed', { name }), {
        description: error instanceof ApiError ? error.message : undefined,
      });
    } finally {
      setIsRemoving(false);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !upload && !document) void start(file);
  };

  const state = upload ? 'uploading' : document ? 'uploaded' : 'empty';

  return (
    <li
      aria-labelledby={`${id}-title`}
      onDragOver={(event) => {
        if (state !== 'empty') return;
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
      className={cn(
        'rounded-xl border p-4 transition-colors',
        state === 'uploaded' && 'border-success/30 bg-success-soft/50',
        state === 'uploading' && 'border-line-strong bg-white',
        state === 'empty' &&
          (isMissing ? 'border-danger/40 bg-danger-soft/40' : 'border-dashed border-line-strong bg-white'),
        isDragging && 'border-ink bg-canvas',
      )}
    >
      <div className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2.5 sm:grid-cols-[auto_1fr_auto] sm:items-center">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            state === 'uploaded' ? 'bg-success text-white' : 'bg-surface text-muted',
          )}
        >
          {state === 'uploaded' ? <CircleCheck className="size-5" /> : <FileText className="size-5" />}
        </span>

        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h5 id={`${id}-title`} className="text-sm font-semibold text-ink">
              {title}
            </h5>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide uppercase',
                isRequired ? 'bg-brand-soft text-brand-strong' : 'bg-surface text-muted',
              )}
            >
              {isRequired ? t('slot.required') : t('slot.optional')}
            </span>
          </div>
          {state === 'empty' && (
            <p className={cn('mt-0.5 text-xs', isMissing ? 'font-medium text-danger' : 'text-muted')}>
              {isMissing ? t('slot.missingHint', { title, description }) : t('slot.hint', { description })}
            </p>
          )}
          {state === 'uploaded' && document && (
            <p className="mt-0.5 truncate text-xs text-muted">
              {t.rich('slot.uploaded', {
                filename: document.originalFilename,
                file: (chunks) => <span className="font-medium text-ink">{chunks}</span>,
              })}
            </p>
          )}
          {upload && (
            <div className="mt-1.5">
              <div className="flex items-center justify-between gap-3 text-xs">
                <span className="truncate font-medium text-ink">{upload.filename}</span>
                <span className="shrink-0 text-muted tabular-nums">
                  {readableSize(upload.size)} · {upload.percent}%
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t('slot.uploadingLabel', { title })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.percent}
                className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface"
              >
                <div
                  className="h-full rounded-full bg-ink transition-[width] duration-200"
                  style={{ width: `${upload.percent}%` }}
                />
              </div>
            </div>
          )}
        </div>

        <div className="col-start-2 flex shrink-0 items-center gap-2 sm:col-start-3 sm:justify-end">
          {state === 'empty' && (
            <>
              <input
                ref={inputRef}
                id={`${id}-file`}
                type="file"
                accept={ACCEPT}
                disabled={disabled}
                aria-label={t('slot.uploadLabel', { title })}
                className="sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void start(file);
                }}
              />
              <label
                htmlFor={`${id}-file`}
                aria-hidden="true"
                className={cn(
                  'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border border-line-strong bg-white px-3.5 text-sm font-medium text-ink transition-colors hover:border-ink',
                  '[input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-offset-2 [input:focus-visible+&]:outline-brand',
                  disabled && 'pointer-events-none opacity-50',
                )}
              >
                <Upload className="size-4" />
                {t('slot.uploadFile')}
              </label>
            </>
          )}
          {state === 'uploading' && (
            <Button variant="ghost" size="sm" onClick={transfer.cancel}>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {t('slot.cancel')}
            </Button>
          )}
          {state === 'uploaded' && !isConfirmingRemoval && (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              aria-label={t('slot.removeLabel', { title })}
              onClick={() => setIsConfirmingRemoval(true)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('slot.remove')}
            </Button>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={state === 'uploaded' && isConfirmingRemoval}
        onOpenChange={setIsConfirmingRemoval}
        title={t('slot.confirmTitle', { name: document?.originalFilename ?? title })}
        description={t('slot.confirmDescription', { title })}
        confirmLabel={t('slot.remove')}
        pendingLabel={t('slot.removing')}
        cancelLabel={t('slot.keep')}
        isPending={isRemoving}
        onConfirm={() => void remove()}
      />
    </li>
  );
}
