import { AUDIT_ENTITY_TYPES, type TAuditEntry } from '@samplebank/contracts/admin-audit';
import { formatDateTime } from '@samplebank/domain/format';
import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useAuditLog } from '../audit-api';
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows } from '../components/admin-table';
import { FilterBar, SelectFilter } from '../components/filter-controls';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../components/status-badge';
import { diffSnapshots } from '../lib/diff';
import { labelOf } from '../lib/labels';
import { useSearchParamState } from '../lib/use-search-param-state';

const VERB_TONES: Record<string, 'success' | 'danger' | 'brand' | 'warning' | 'neutral'> = {
  create: 'success',
  approve: 'success',
  import: 'success',
  delete: 'danger',
  reject: 'danger',
  status: 'brand',
  update: 'neutral',
};

/** How staff name what changed: an order by its number (as the buyer and the orders list do), else its id's start. */
function entityLabel(entry: { entityId: string | null; after: unknown }) {
  const number =
    entry.after && typeof entry.after === 'object' ? (entry.after as { number?: unknown }).number : undefined;
  return typeof number === 'string' ? number : (entry.entityId ?? '').slice(0, 8);
}

/** /admin/audit-log: every change staff made, who and when, with a before/after diff. */
export function AuditLogPage() {
  const t = useT('admin');
  const { values, page, set, hrefForPage } = useSearchParamState(['entityType'] as const);
  const log = useAuditLog({
    page,
    entityType: (values.entityType || undefined) as (typeof AUDIT_ENTITY_TYPES)[number] | undefined,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const entries = log.data?.entries ?? [];

  return (
    <div>
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <FilterBar>
        <SelectFilter
          label={t('audit.record')}
          value={values.entityType}
          options={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: labelOf(t, 'auditEntity', type) }))}
          onChange={(entityType) => set({ entityType })}
        />
      </FilterBar>
      {log.isError && <ErrorMessage className="mb-4">{t('audit.loadFailed')}</ErrorMessage>}
      <AdminTable aria-label={t('audit.title')}>
        <thead>
          <tr>
            <HeaderCell>{t('audit.when')}</HeaderCell>
            <HeaderCell>{t('audit.who')}</HeaderCell>
            <HeaderCell>{t('audit.action')}</HeaderCell>
            <HeaderCell>{t('audit.record')}</HeaderCell>
            <HeaderCell>
              <span className="sr-only">{t('audit.changes')}</span>
            </HeaderCell>
          </tr>
        </thead>
        <tbody>
          {log.isPending ? (
            <LoadingRows columns={5} />
          ) : entries.length === 0 ? (
            <EmptyRow columns={5}>{t('audit.empty')}</EmptyRow>
          ) : (
            entries.map((entry) => {
              const isOpen = openId === entry._id;
              const verb = entry.action.split('.').pop() ?? '';
              return (
                <Fragment key={entry._id}>
                  <tr className={cn('transition-colors hover:bg-canvas', isOpen && 'bg-canvas')}>
                    <Cell className="whitespace-nowrap text-muted">{formatDateTime(entry.createdAt)}</Cell>
                    <Cell>
                      {entry.actor ? (
                        <>
                          <span translate="no" className="block text-ink">
                            {entry.actor.name}
                          </span>
                          <span className="block text-xs text-muted">{entry.actor.email}</span>
                        </>
                      ) : (
                        <span className="text-muted">{t('audit.deletedAccount')}</span>
                      )}
                    </Cell>
                    <Cell>
                      <span title={entry.action}>
                        <StatusBadge tone={VERB_TONES[verb] ?? 'neutral'}>
                          {labelOf(t, 'auditAction', entry.action)}
                        </StatusBadge>
                      </span>
                    </Cell>
                    <Cell>
                      <span className="block text-ink">{labelOf(t, 'auditEntity', entry.entityType)}</span>
                      {entry.entityId && (
                        <span className="block font-mono text-xs text-muted">{entityLabel(entry)}</span>
                      )}
                    </Cell>
                    <Cell className="w-32 text-right">
                      <button
                        type="button"
                        aria-expanded={isOpen}
                        onClick={() => setOpenId(isOpen ? null : entry._id)}
                        className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-ink hover:bg-surface"
                      >
                        {t(isOpen ? 'audit.hide' : 'audit.changes')}
                        <ChevronDown
                          aria-hidden="true"
                          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
                        />
                      </button>
                    </Cell>
                  </tr>
                  {isOpen && (
                    <tr>
                      <td colSpan={5} className="border-b border-line bg-canvas px-4 pb-4">
                        <DiffView entry={entry} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })
          )}
        </tbody>
      </AdminTable>
      <Pagination
        className="mt-6"
        currentPage={log.data?.currentPage ?? page}
        totalPages={log.data?.totalPages ?? 1}
        hrefForPage={hrefForPage}
      />
    </div>
  );
}

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 1);

function DiffView({ entry }: { entry: TAuditEntry }) {
  const t = useT('admin');
  const rows = diffSnapshots(entry.before, entry.after);
  if (rows.length === 0) return <p className="py-3 text-sm text-muted">{t('audit.noFieldChanged')}</p>;
  return (
    <table
      className="w-full table-fixed border-collapse overflow-hidden rounded-xl border border-line bg-white text-xs"
      aria-label={t('audit.changes')}
    >
      <thead>
        <tr className="bg-surface text-left text-muted">
          <th scope="col" className="w-1/4 px-3 py-2 font-semibold">
            {t('audit.field')}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {t('audit.before')}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {t('audit.after')}
          </th>
        </tr>
      </thead>
      {/* field paths and stored values are data, shown as recorded */}
      <tbody translate="no" className="font-mono">
        {rows.map((row) => (
          <tr key={row.path} className="border-t border-line align-top">
            <td className="px-3 py-1.5 break-all text-ink">{row.path}</td>
            <td
              className={cn(
                'px-3 py-1.5 break-all whitespace-pre-wrap',
                row.kind !== 'added' && 'bg-danger-soft text-danger',
              )}
            >
              {row.kind === 'added' ? <span className="text-subtle">—</span> : show(row.before)}
            </td>
            <td
              className={cn(
                'px-3 py-1.5 break-all whitespace-pre-wrap',
                row.kind !== 'removed' && 'bg-success-soft text-success',
              )}
            >
              {row.kind === 'removed' ? <span className="text-subtle">—</span> : show(row.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
