import { formatIdNumber } from '@samplebank/contracts/tax-identity';
import type { TAccountOrganization } from '@samplebank/contracts/users';
import { Building2 } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { AccountSection, DetailRows } from './account-section';

/** Who the samples are ordered for and where they go, with a way to the company page that edits it. */
export function OrganizationSection({ organization }: { organization: TAccountOrganization | null }) {
  const t = useT('account');
  const isIndividual = organization?.type === 'INDIVIDUAL';
  // a type this build does not know yet shows as the API names it
  const typeLabel = (type: string) => {
    const key = `organizationTypes.${type}`;
    return t.has(key) ? t(key) : type;
  };
  return (
    <AccountSection
      id="organization"
      title={isIndividual ? t('organization.titleBuyer') : t('organization.title')}
      description={t('organization.description')}
      action={
        organization ? (
          <ButtonLink to={paths.company.to()} variant="secondary" size="sm">
            {isIndividual ? t('organization.editBuyer') : t('organization.editCompany')}
          </ButtonLink>
        ) : null
      }
    >
      {organization ? (
        <DetailRows
          rows={[
            { label: t('organization.name'), value: <span translate="no">{organization.name}</span> },
            { label: t('organization.type'), value: typeLabel(organization.type) },
            ...(organization.ssmNumber ? [{ label: t('organization.ssmNumber'), value: organization.ssmNumber }] : []),
            ...(organization.contactNumber
              ? [{ label: t('organization.phone'), value: organization.contactNumber }]
              : []),
            ...(organization.orgEmail ? [{ label: t('organization.email'), value: organization.orgEmail }] : []),
            ...(organization.tin ? [{ label: t('organization.tin'), value: organization.tin }] : []),
            ...(organization.sstNumber ? [{ label: t('organization.sstNumber'), value: organization.sstNumber }] : []),
            ...(organization.idNumber
              ? [{ label: t('organization.idNumber'), value: formatIdNumber(organization.idNumber) }]
              : []),
            {
              label: t('organization.deliveryAddress'),
              value: organization.shippingAddress ?? (
                <span className="font-normal text-muted">{t('organization.noDeliveryAddress')}</span>
              ),
            },
          ]}
        />
      ) : (
        <div className="flex flex-col items-start gap-4 rounded-xl bg-canvas p-5 sm:flex-row sm:items-center">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand shadow-card">
            <Building2 aria-hidden="true" className="size-5" />
          </span>
          <p className="flex-1 text-sm text-muted">{t('organization.empty')}</p>
          <ButtonLink to={paths.company.to()} variant="dark" size="sm">
            {t('organization.addBuyer')}
          </ButtonLink>
        </div>
      )}
    </AccountSection>
  );
}
