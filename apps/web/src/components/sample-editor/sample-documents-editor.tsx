import {
  MAX_SAMPLE_DOCUMENTS,
  maxBytesOfKind,
  SAMPLE_DOCUMENT_EXTENSIONS,
  SAMPLE_DOCUMENT_KINDS,
  SAMPLE_DOCUMENT_TITLE_MAX,
  sampleDocumentExtension,
  type TAdminSampleDocument,
  type TSampleDocumentKind,
} from '@samplebank/contracts/sample-documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Download, LoaderCircle, Pencil, Trash2, Upload, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { type Translate, useLocale, useT } from '../../lib/i18n';
import { queryRoots } from '../../lib/query-keys';
import { fileTypeOf, formatFileSize, kindLabelKey, sampleDocumentsKey } from '../../lib/sample-documents';
import { storageKeys } from '../../lib/storage-keys';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { buttonStyles } from '../ui/button-styles';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorMessage } from '../ui/error-message';
import { IconButton } from '../ui/icon-button';
import { inputStyles } from '../ui/input-styles';
import { Panel } from '../ui/panel';
import { Skeleton } from '../ui/skeleton';

const documentsKey = (sampleId: string) => [...queryRoots.admin, 'sample-documents', sampleId] as const;

/** Whose calls keep a sample's documents: the back office's, or a brand portal's for one of its own samples. */
export type DocumentsOwner = { sampleId: string; brandId?: string };

type DocumentFields = { kind: TSampleDocumentKind; title: string };

/** The five document calls, through the back office or through the brand's portal (the same bodies and answers). */
function documentCalls({ sampleId, brandId }: DocumentsOwner) {
  const sample = encodeURIComponent(sampleId);
  if (brandId) {
    const params = { brandId, sampleId };
    return {
      uploadPath: `/api/brand-portal/${encodeURIComponent(brandId)}/samples/${sample}/documents`,
      list: (signal: AbortSignal) => api.get('/brand-portal/:brandId/samples/:sampleId/documents', { params, signal }),
      reorder: (ids: string[]) =>
        api.put('/brand-portal/:brandId/samples/:sampleId/documents/order', { params, body: { ids } }),
      update: (documentId: string, body: DocumentFields) =>
        api.patch('/brand-portal/:brandId/samples/:sampleId/documents/:documentId', {
          params: { ...params, documentId },
          body,
        }),
      remove: (documentId: string) =>
        api.delete('/brand-portal/:brandId/samples/:sampleId/documents/:documentId', {
          params: { ...params, documentId },
        }),
    };
  }
  const params = { id: sampleId };
  return {
    uploadPath: `/api/admin/samples/${sample}/documents`,
    list: (signal: AbortSignal) => api.get('/admin/samples/:id/documents', { params, signal }),
    reorder: (ids: string[]) => api.put('/admin/samples/:id/documents/order', { params, body: { ids } }),
    update: (documentId: string, body: DocumentFields) =>
      api.patch('/admin/samples/:id/documents/:documentId', { params: { ...params, documentId }, body }),
    remove: (documentId: string) =>
      api.delete('/admin/samples/:id/documents/:documentId', { params: { ...params, documentId } }),
  };
}
type DocumentCalls = ReturnType<typeof documentCalls>;

/** What the file picker offers for a kind: its extensions (".pdf", ".dwg,.dxf"). */
const acceptOf = (kind: TSampleDocumentKind) => SAMPLE_DOCUMENT_EXTENSIONS[kind].map((ext) => `.${ext}`).join(',');
/** The extensions in words for a hint: "PDF", "DWG or DXF". */
const typesOf = (kind: TSampleDocumentKind) =>
  SAMPLE_DOCUMENT_EXTENSIONS[kind].map((ext) => ext.toUpperCase()).join(' / ');
const maxMegabytes = (kind: TSampleDocumentKind) => maxBytesOfKind(kind) / (1024 * 1024);

type UploadState = { fileName: string; percent: number; abort: () => void };

/**
 * Sends a document's bytes to the upload path (`POST .../documents`) with its kind, title and name in the query.
 * XMLHttpRequest rather than fetch because only it reports upload progress. Rejects with the API's message.
 */
function sendDocument(
  uploadPath: string,
  file: File,
  fields: DocumentFields,
  {
    locale,
    onProgress,
    networkMessage,
  }: { locale: string; onProgress: (percent: number) => void; networkMessage: string },
): { done: Promise<TAdminSampleDocument>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<TAdminSampleDocument>((resolve, reject) => {
    const query = new URLSearchParams({ kind: fields.kind, title: fields.title, fileName: file.name });
    request.open('POST', `${uploadPath}?${query}`);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', locale);
    const token = localStorage.getItem(storageKeys.token);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { message?: string } | undefined;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(body as TAdminSampleDocument);
      } else reject(new ApiError(body?.message ?? String(request.status), request.status));
    };
    request.onerror = () => reject(new ApiError(networkMessage, 0, 'NETWORK_ERROR'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.send(file);
  });
  return { done, abort: () => request.abort() };
}

/**
 * A sample's documents on its editing page (staff's, or a brand's for its own sample): upload with progress (kind,
 * title, file), rename or change kind, move up and down, delete with confirmation. Beside the sample form, not in
 * it: each change is saved at once.
 */
export function SampleDocumentsEditor({ sampleId, brandId }: { sampleId?: string; brandId?: string }) {
  const t = useT('documents');
  if (!sampleId) {
    return (
      <Panel title={t('editor.title')} className="mt-6">
        <p className="text-sm text-muted">{t('editor.newSample')}</p>
      </Panel>
    );
  }
  return <DocumentsPanel sampleId={sampleId} calls={documentCalls({ sampleId, brandId })} t={t} />;
}

function DocumentsPanel({ sampleId, calls, t }: { sampleId: string; calls: DocumentCalls; t: Translate<'documents'> }) {
  const queryClient = useQueryClient();
  const documents = useQuery({
    queryKey: documentsKey(sampleId),
    queryFn: ({ signal }) => calls.list(signal),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: documentsKey(sampleId) });
    void queryClient.invalidateQueries({ queryKey: sampleDocumentsKey(sampleId) });
  };
  const setList = (list: TAdminSampleDocument[]) =>
    queryClient.setQueryData(documentsKey(sampleId), { documents: list });

  const reorder = useMutation({
    mutationFn: calls.reorder,
    onMutate: (ids) => {
      const previous = documents.data?.documents ?? [];
      const byId = new Map(previous.map((document) => [document.id, document]));
      setList(ids.map((id) => byId.get(id)).filter((document) => document !== undefined));
      return { previous };
    },
    onSuccess: (answer) => setList(answer.documents),
    onError: (error, _ids, saved) => {
      if (saved) setList(saved.previous);
      toast.error(error instanceof ApiError && error.status !== 0 ? error.message : t('editor.reorderFailed'));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sampleDocumentsKey(sampleId) }),
  });

  const list = documents.data?.documents ?? [];
  const move = (from: number, to: number) => {
    const ids = list.map((document) => document.id);
    const [id] = ids.splice(from, 1);
    if (id) ids.splice(to, 0, id);
    reorder.mutate(ids);
  };

  return (
    <Panel title={t('editor.title')} description={t('editor.description')} className="mt-6">
      {documents.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-14 w-full rounded-xl" />
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
      ) : documents.isError ? (
        <ErrorMessage
          action={
            <Button variant="secondary" size="sm" onClick={() => void documents.refetch()}>
              {t('editor.retry')}
            </Button>
          }
        >
          {t('editor.loadFailed')}
        </ErrorMessage>
      ) : (
        <>
          {list.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line-strong bg-canvas p-4 text-sm text-muted">
              {t('editor.empty')}
            </p>
          ) : (
            <ol className="divide-y divide-line rounded-xl border border-line" aria-label={t('editor.listLabel')}>
              {list.map((document, index) => (
                <DocumentItem
                  key={document.id}
                  calls={calls}
                  document={document}
                  isFirst={index === 0}
                  isLast={index === list.length - 1}
                  isMoving={reorder.isPending}
                  onMove={(step) => move(index, index + step)}
                  onChanged={refresh}
                  t={t}
                />
              ))}
            </ol>
          )}
          {list.length >= MAX_SAMPLE_DOCUMENTS ? (
            <p className="mt-4 text-sm text-muted">{t('editor.limit', { max: MAX_SAMPLE_DOCUMENTS })}</p>
          ) : (
            <UploadForm uploadPath={calls.uploadPath} onUploaded={refresh} t={t} />
          )}
        </>
      )}
    </Panel>
  );
}

function KindSelect({
  value,
  onChange,
  id,
  t,
  disabled,
}: {
  value: TSampleDocumentKind;
  onChange: (kind: TSampleDocumentKind) => void;
  id: string;
  t: Translate<'documents'>;
  disabled?: boolean;
}) {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TSampleDocumentKind)}
      className={inputStyles}
    >
      {SAMPLE_DOCUMENT_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {t(kindLabelKey(kind))}
        </option>
      ))}
    </select>
  );
}

/** Kind, title and file, checked here as the server checks them, then sent with a progress bar and a cancel. */
function UploadForm({
  uploadPath,
  onUploaded,
  t,
}: {
  uploadPath: string;
  onUploaded: () => void;
  t: Translate<'documents'>;
}) {
  const locale = useLocale();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<TSampleDocumentKind>('technical-data-sheet');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ field: 'file'; message: string } | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);

  // leaving the page stops an upload under way
  const current = useRef<UploadState | null>(null);
  current.current = upload;
  useEffect(() => () => current.current?.abort(), []);

  const problemWith = (chosen: File | null, forKind: TSampleDocumentKind): string | null => {
    if (!chosen) return t('editor.noFile');
    const extension = sampleDocumentExtension(chosen.name);
    const kindLabel = t(kindLabelKey(forKind));
    if (!extension || !SAMPLE_DOCUMENT_EXTENSIONS[forKind].includes(extension))
      return t('editor.wrongType', { kind: kindLabel, accept: typesOf(forKind) });
    if (chosen.size > maxBytesOfKind(forKind))
      return t('editor.tooLarge', {
        kind: kindLabel,
        size: formatFileSize(chosen.size, t),
        max: maxMegabytes(forKind),
      });
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fileProblem = problemWith(file, kind);
    if (fileProblem) return setError({ field: 'file', message: fileProblem });
    // no title given: the kind's name, in the page's language
    const cleanTitle = title.trim() || t(kindLabelKey(kind));
    setError(null);
    const chosen = file as File;
    const sending = sendDocument(
      uploadPath,
      chosen,
      { kind, title: cleanTitle },
      {
        locale,
        networkMessage: t('editor.networkFailed'),
        onProgress: (percent) => setUpload((state) => (state ? { ...state, percent } : state)),
      },
    );
    setUpload({ fileName: chosen.name, percent: 0, abort: sending.abort });
    try {
      const document = await sending.done;
      toast.success(t('editor.uploaded', { title: document.title }));
      setTitle('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded();
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      const problem = caught instanceof ApiError ? caught.message : t('editor.networkFailed');
      setError({ field: 'file', message: t('editor.uploadFailed', { file: chosen.name, problem }) });
    } finally {
      setUpload(null);
    }
  };

  const fileHintId = `${id}-file-hint`;
  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} className="mt-5 rounded-xl border border-line bg-canvas p-4" noValidate>
      <h3 className="text-sm font-semibold text-ink">{t('editor.addTitle')}</h3>
      <div className="mt-3 grid gap-3 md:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-kind`} className="text-sm font-medium text-ink">
            {t('editor.kind')}
          </label>
          <KindSelect
            id={`${id}-kind`}
            value={kind}
            disabled={Boolean(upload)}
            onChange={(next) => {
              setKind(next);
              // the chosen file judged again for the new kind
              const problem = file ? problemWith(file, next) : null;
              setError(problem ? { field: 'file', message: problem } : null);
            }}
            t={t}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-title`} className="text-sm font-medium text-ink">
            {t('editor.title.label')}
          </label>
          <input
            id={`${id}-title`}
            value={title}
            maxLength={SAMPLE_DOCUMENT_TITLE_MAX}
            placeholder={t(kindLabelKey(kind))}
            disabled={Boolean(upload)}
            onChange={(event) => setTitle(event.target.value)}
            className={inputStyles}
          />
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-ink">
          {t('editor.file')}
        </label>
        {/* the browser's own file button speaks the browser's language: ours speaks the page's */}
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={acceptOf(kind)}
          disabled={Boolean(upload)}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            const problem = chosen ? problemWith(chosen, kind) : null;
            setError(problem ? { field: 'file', message: problem } : null);
          }}
          aria-invalid={error?.field === 'file' || undefined}
          aria-describedby={error?.field === 'file' ? errorId : fileHintId}
          className="peer sr-only"
        />
        <div
          aria-hidden="true"
          onClick={() => fileInput.current?.click()}
          className={cn(
            'flex min-w-0 cursor-pointer items-center gap-3 rounded-lg border border-line-strong bg-white p-1.5 pr-3.5 transition-colors hover:border-ink',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-brand peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            error?.field === 'file' && 'border-danger',
          )}
        >
          <span className={buttonStyles({ variant: 'secondary', size: 'sm' })}>{t('editor.chooseFile')}</span>
          <span
            translate={file ? 'no' : undefined}
            className={cn('truncate text-sm', file ? 'text-ink' : 'text-muted')}
          >
            {file?.name ?? t('editor.noFileChosen')}
          </span>
        </div>
        <p id={fileHintId} className="text-xs text-muted">
          {t('editor.fileHint', { accept: typesOf(kind), max: maxMegabytes(kind) })}
        </p>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-danger">
          {error.message}
        </p>
      )}
      {upload ? (
        <div className="mt-4 flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm text-ink" role="status">
              {t('editor.uploading', { file: upload.fileName, percent: upload.percent })}
            </p>
            <progress
              max={100}
              value={upload.percent}
              aria-label={t('editor.uploading', { file: upload.fileName, percent: upload.percent })}
              className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-surface [&::-webkit-progress-value]:bg-brand"
            />
          </div>
          <Button type="button" variant="secondary" size="sm" onClick={upload.abort}>
            <X aria-hidden="true" className="size-4" />
            {t('editor.cancelUpload')}
          </Button>
        </div>
      ) : (
        <Button type="submit" variant="dark" size="sm" className="mt-4">
          <Upload aria-hidden="true" className="size-4" />
          {t('editor.upload')}
        </Button>
      )}
    </form>
  );
}

type DocumentItemProps = {
  calls: DocumentCalls;
  document: TAdminSampleDocument;
  isFirst: boolean;
  isLast: boolean;
  isMoving: boolean;
  onMove: (step: -1 | 1) => void;
  onChanged: () => void;
  t: Translate<'documents'>;
};

function DocumentItem({ calls, document, isFirst, isLast, isMoving, onMove, onChanged, t }: DocumentItemProps) {
  const id = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [kind, setKind] = useState(document.kind);
  const [title, setTitle] = useState(document.title);

  const save = useMutation({
    mutationFn: () => calls.update(document.id, { kind, title: title.trim() }),
    onSuccess: () => {
      toast.success(t('editor.saved'));
      setIsEditing(false);
      onChanged();
    },
  });
  const remove = useMutation({
    mutationFn: () => calls.remove(document.id),
    onSuccess: () => {
      toast.success(t('editor.deleted', { title: document.title }));
      setIsDeleting(false);
      onChanged();
    },
    onError: (error) => {
      toast.error(error instanceof ApiError && error.status !== 0 ? error.message : t('editor.deleteFailed'));
      setIsDeleting(false);
    },
  });

  const type = fileTypeOf(document.fileName);
  const size = formatFileSize(document.size, t);
  const saveError = save.error
    ? save.error instanceof ApiError && save.error.status !== 0
      ? save.error.message
      : t('editor.saveFailed')
    : null;

  return (
    <li className="p-3 sm:p-4">
      {isEditing ? (
        <form
          className="grid gap-3 md:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] md:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-kind`} className="text-sm font-medium text-ink">
              {t('editor.kind')}
            </label>
            <KindSelect id={`${id}-kind`} value={kind} onChange={setKind} t={t} disabled={save.isPending} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-title`} className="text-sm font-medium text-ink">
              {t('editor.title.label')}
            </label>
            <input
              id={`${id}-title`}
              value={title}
              required
              maxLength={SAMPLE_DOCUMENT_TITLE_MAX}
              disabled={save.isPending}
              onChange={(event) => setTitle(event.target.value)}
              aria-invalid={Boolean(saveError) || undefined}
              aria-describedby={saveError ? `${id}-error` : undefined}
              className={inputStyles}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" variant="dark" size="sm" className="h-11" disabled={save.isPending}>
              {save.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {t('editor.save')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="h-11"
              onClick={() => {
                setIsEditing(false);
                setKind(document.kind);
                setTitle(document.title);
                save.reset();
              }}
            >
              {t('editor.cancel')}
            </Button>
          </div>
          {saveError && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger md:col-span-3">
              {saveError}
            </p>
          )}
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1 basis-48">
            <p translate="no" className="truncate text-sm font-medium text-ink" title={document.title}>
              {document.title}
            </p>
            <p className="mt-0.5 truncate text-xs text-muted">
              {t(kindLabelKey(document.kind))} · <span translate="no">{type}</span> · {size} ·{' '}
              <span translate="no">{document.fileName}</span>
            </p>
          </div>
          <div className="flex items-center gap-1">
            <IconButton
              label={t('editor.moveUp', { title: document.title })}
              disabled={isFirst || isMoving}
              onClick={() => onMove(-1)}
            >
              <ArrowUp className="size-4" />
            </IconButton>
            <IconButton
              label={t('editor.moveDown', { title: document.title })}
              disabled={isLast || isMoving}
              onClick={() => onMove(1)}
            >
              <ArrowDown className="size-4" />
            </IconButton>
            <a
              href={document.url}
              download={document.fileName}
              aria-label={t('download.named', { title: document.title, type, size })}
              title={t('download.label')}
              className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'size-9' })}
            >
              <Download aria-hidden="true" className="size-4" />
            </a>
            <IconButton label={t('editor.edit', { title: document.title })} onClick={() => setIsEditing(true)}>
              <Pencil className="size-4" />
            </IconButton>
            <IconButton
              label={t('editor.delete', { title: document.title })}
              danger
              onClick={() => setIsDeleting(true)}
            >
              <Trash2 className="size-4" />
            </IconButton>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title={t('editor.deleteTitle', { title: document.title })}
        description={t('editor.deleteDescription')}
        confirmLabel={t('editor.deleteConfirm')}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
