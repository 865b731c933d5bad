import { zodResolver } from '@hookform/resolvers/zod';
import { INBOX_STATUSES, type TInboxStatus, ZUpdateInboxItemRequestSchema } from '@samplebank/contracts/admin-office';
import { formatDateTime } from '@samplebank/domain/format';
import { Inbox } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { TextAreaField } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { type InboxItemOf, type InboxKind, useInbox, useUpdateInboxItem } from '../inbox-api';
import { labelOf } from '../lib/labels';
import { useSearchParamState } from '../lib/use-search-param-state';
import { InboxStatusBadge } from './status-badge';

const inboxFields = ZUpdateInboxItemRequestSchema.shape;
// a status and a note, as the inbox endpoints check them (a blank note clears it)
const ZTriageFormSchema = z.object({
  status: inboxFields.status.unwrap(),
  adminNote: inboxFields.adminNote.unwrap().unwrap(),
});
type TriageFormInput = z.input<typeof ZTriageFormSchema>;
type TriageFormOutput = z.output<typeof ZTriageFormSchema>;

type InboxViewProps<K extends InboxKind, T = InboxItemOf<K>> = {
  kind: K;
  emptyText: string;
  /** the item's name (a sender, a material asked for): shown as written in every language */
  title: (item: T) => string;
  subtitle: (item: T) => ReactNode;
  details: (item: T) => ReactNode;
};

/** An inbox: status tabs, a list, and the chosen item with its status and a note for the team. */
export function InboxView<K extends InboxKind>({ kind, emptyText, title, subtitle, details }: InboxViewProps<K>) {
  const t = useT('admin');
  const { values, page, set, hrefForPage } = useSearchParamState(['status'] as const);
  const inbox = useInbox(kind, { page, status: (values.status || undefined) as TInboxStatus | undefined });
  const items: InboxItemOf<K>[] = inbox.data?.items ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = items.find((item) => item._id === selectedId) ?? items[0];

  return (
    <div>
      <Tabs
        label={t('inbox.status')}
        tabs={['', ...INBOX_STATUSES].map((status) => ({
          value: status,
          label: status ? labelOf(t, 'inboxStatus', status) : t('filters.all'),
        }))}
        value={values.status}
        onChange={(status) => set({ status })}
        listClassName="mb-4"
      >
        {inbox.isError && <ErrorMessage className="mb-4">{t('inbox.loadFailed')}</ErrorMessage>}
        {inbox.isPending && <Skeleton className="h-80 w-full rounded-2xl" />}
        {inbox.isSuccess && items.length === 0 && (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong py-20 text-center">
            <Inbox aria-hidden="true" className="size-8 text-subtle" />
            <p className="mt-3 font-medium text-ink">{emptyText}</p>
          </div>
        )}
        {selected && (
          <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
            <nav aria-label={t('inbox.items')}>
              <ul className="flex flex-col gap-2">
                {items.map((item) => (
                  <li key={item._id}>
                    <button
                      type="button"
                      aria-current={item._id === selected._id ? 'true' : undefined}
                      onClick={() => setSelectedId(item._id)}
                      className={cn(
                        'w-full rounded-xl border bg-white px-4 py-3 text-left transition-colors',
                        item._id === selected._id
                          ? 'border-ink shadow-card ring-1 ring-ink'
                          : 'border-line hover:border-ink',
                      )}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span translate="no" className="truncate text-sm font-semibold text-ink">
                          {title(item)}
                        </span>
                        <InboxStatusBadge status={item.status} />
                      </span>
                      <span className="mt-0.5 block truncate text-xs text-muted">{subtitle(item)}</span>
                      <span className="mt-1 block text-[11px] text-subtle">{formatDateTime(item.createdAt)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <Pagination
                className="mt-4"
                currentPage={inbox.data?.currentPage ?? page}
                totalPages={inbox.data?.totalPages ?? 1}
                hrefForPage={hrefForPage}
              />
            </nav>
            <article aria-label={title(selected)} className="rounded-2xl border border-line bg-white shadow-card">
              <header className="border-b border-line px-5 py-4">
                <h2 translate="no" className="text-lg font-semibold text-ink">
                  {title(selected)}
                </h2>
                <p className="text-sm text-muted">
                  {subtitle(selected)} · {formatDateTime(selected.createdAt)}
                </p>
              </header>
              <div className="p-5">{details(selected)}</div>
              <TriageForm key={selected._id} kind={kind} item={selected} />
            </article>
          </div>
        )}
      </Tabs>
    </div>
  );
}

function TriageForm({ kind, item }: { kind: InboxKind; item: InboxItemOf<InboxKind> }) {
  const t = useT('admin');
  const update = useUpdateInboxItem(kind);
  const form = useForm<TriageFormInput, unknown, TriageFormOutput>({
    resolver: zodResolver(ZTriageFormSchema),
    defaultValues: { status: item.status, adminNote: item.adminNote ?? '' },
  });
  const [status, note] = form.watch(['status', 'adminNote']);
  const isDirty = status !== item.status || note.trim() !== (item.adminNote ?? '');

  return (
    <form
      className="space-y-4 border-t border-line bg-canvas px-5 py-4 rounded-b-2xl"
      onSubmit={form.handleSubmit((values) => {
        update.mutate(
          { id: item._id, status: values.status, adminNote: values.adminNote || null },
          {
            onSuccess: () => toast.success(t('inbox.saved')),
            onError: (error) => toast.error(error instanceof ApiError ? error.message : t('inbox.saveFailed')),
          },
        );
      })}
    >
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">{t('inbox.status')}</legend>
        <div className="inline-flex rounded-full border border-line-strong bg-white p-0.5">
          {INBOX_STATUSES.map((option) => (
            <label
              key={option}
              className={cn(
                'cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand',
                status === option ? 'bg-ink text-white' : 'text-muted hover:text-ink',
              )}
            >
              <input type="radio" value={option} {...form.register('status')} className="sr-only" />
              {labelOf(t, 'inboxStatus', option)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('inbox.note')}
        rows={3}
        maxLength={2000}
        placeholder={t('inbox.notePlaceholder')}
        error={form.formState.errors.adminNote?.message}
        {...form.register('adminNote')}
      />
      <Button type="submit" variant="dark" size="sm" disabled={!isDirty || update.isPending}>
        {update.isPending ? t('common.saving') : t('inbox.save')}
      </Button>
    </form>
  );
}

/**
 * A label and a value in an inbox item's details; `isAsWritten` marks words a person typed (a message, a company's
 * name), shown as written in every language.
 */
export function InboxDetail({
  label,
  isAsWritten,
  children,
}: {
  label: string;
  isAsWritten?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd
        translate={isAsWritten ? 'no' : undefined}
        className="mt-0.5 text-sm break-words whitespace-pre-line text-ink"
      >
        {children || '—'}
      </dd>
    </div>
  );
}
