import { Building2 } from 'lucide-react';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useOrganization } from '../accounts-api';
import { labelOf } from '../lib/labels';
import { Detail } from './detail';

/** The organization the account belongs to, if any. */
export function AccountOrganizationPanel({ organizationId }: { organizationId: string | null }) {
  const t = useT('admin');
  const organization = useOrganization(organizationId);
  const data = organization.data;
  return (
    <Panel title={t('organization.title')}>
      {!organizationId ? (
        <p className="text-sm text-muted">{t('organization.none')}</p>
      ) : organization.isError ? (
        <p className="text-sm text-danger">{t('organization.loadFailed')}</p>
      ) : !data ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-surface">
            <Building2 aria-hidden="true" className="size-5 text-muted" />
          </span>
          <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            <Detail label={t('organization.name')}>
              <span translate="no">{data.name}</span>
            </Detail>
            <Detail label={t('organization.type')}>{labelOf(t, 'organizationType', data.type)}</Detail>
            {'ssmNumber' in data && <Detail label={t('organization.ssmNumber')}>{data.ssmNumber ?? '—'}</Detail>}
            {'contactNumber' in data && <Detail label={t('organization.contact')}>{data.contactNumber ?? '—'}</Detail>}
            {'orgEmail' in data && <Detail label={t('organization.email')}>{data.orgEmail ?? '—'}</Detail>}
            {'personInCharge' in data && (
              <Detail label={t('organization.personInCharge')}>
                <span translate="no">{data.personInCharge ?? '—'}</span>
              </Detail>
            )}
          </dl>
        </div>
      )}
    </Panel>
  );
}
