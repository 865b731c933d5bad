// i18n: not yet translated (issue 16)
import type { TAccountOrganization } from '@samplebank/contracts/users';
import { Building2 } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { AccountSection, DetailRows } from './account-section';

const ORGANIZATION_TYPE_LABELS: Record<string, string> = {
  DESIGNER: 'Designer',
  ARCHITECT: 'Architect',
  CONTRACTOR: 'Contractor',
  DEVELOPER: 'Developer',
  OTHER: 'Other company',
  INDIVIDUAL: 'Individual (no company)',
  BRAND: 'Brand partner',
};

/** Who the samples are ordered for and where they go, with a way to the company page that edits it. */
export function OrganizationSection({ organization }: { organization: TAccountOrganization | null }) {
  const isIndividual = organization?.type === 'INDIVIDUAL';
  return (
    <AccountSection
      id="organization"
      title={isIndividual ? 'Buyer details' : 'Organization'}
      description="Every order you place is for this buyer and ships to its delivery address."
      action={
        organization ? (
          <ButtonLink to={paths.company.to()} variant="secondary" size="sm">
            Edit {isIndividual ? 'buyer details' : 'company profile'}
          </ButtonLink>
        ) : null
      }
    >
      {organization ? (
        <DetailRows
          rows={[
            { label: 'Name', value: organization.name },
            { label: 'Type', value: ORGANIZATION_TYPE_LABELS[organization.type] ?? organization.type },
            ...(organization.ssmNumber ? [{ label: 'SSM number', value: organization.ssmNumber }] : []),
            ...(organization.contactNumber ? [{ label: 'Phone', value: organization.contactNumber }] : []),
            ...(organization.orgEmail ? [{ label: 'E-mail', value: organization.orgEmail }] : []),
            {
              label: 'Delivery address',
              value: organization.shippingAddress ?? (
                <span className="font-normal text-muted">No delivery address yet</span>
              ),
            },
          ]}
        />
      ) : (
        <div className="flex flex-col items-start gap-4 rounded-xl bg-canvas p-5 sm:flex-row sm:items-center">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand shadow-card">
            <Building2 aria-hidden="true" className="size-5" />
          </span>
          <p className="flex-1 text-sm text-muted">
            You have not added who you order for yet. We ask for it when you first add a sample to your cart, or you can
            add it now.
          </p>
          <ButtonLink to={paths.company.to()} variant="dark" size="sm">
            Add buyer details
          </ButtonLink>
        </div>
      )}
    </AccountSection>
  );
}
