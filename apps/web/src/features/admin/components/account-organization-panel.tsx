// i18n: not yet translated (issue 16)
import { Building2 } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatKeyLabel } from '../../../lib/format';
import { useOrganization } from '../accounts-api';
import { Detail } from './detail';
import { Panel } from './panel';

/** The organization the account belongs to, if any. */
export function AccountOrganizationPanel({ organizationId }: { organizationId: string | null }) {
  const organization = useOrganization(organizationId);
  const data = organization.data;
  return (
    <Panel title="Organization">
      {!organizationId ? (
        <p className="text-sm text-muted">This account does not belong to an organization.</p>
      ) : !data ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-surface">
            <Building2 aria-hidden="true" className="size-5 text-muted" />
          </span>
          <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            <Detail label="Name">{data.name}</Detail>
            <Detail label="Type">{formatKeyLabel(data.type.toLowerCase())}</Detail>
            {'ssmNumber' in data && <Detail label="SSM number">{data.ssmNumber ?? '—'}</Detail>}
            {'contactNumber' in data && <Detail label="Contact">{data.contactNumber ?? '—'}</Detail>}
            {'orgEmail' in data && <Detail label="E-mail">{data.orgEmail ?? '—'}</Detail>}
            {'personInCharge' in data && <Detail label="Person in charge">{data.personInCharge ?? '—'}</Detail>}
          </dl>
        </div>
      )}
    </Panel>
  );
}
