import { TAX_IDENTITY_FIELD_MAX } from '@samplebank/contracts/tax-identity';
import type { useForm } from 'react-hook-form';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import type { BuyerKind, OrganizationFormInput, OrganizationFormOutput } from '../organization-form-schema';
import { FormSection } from './form-section';

type OrganizationFormApi = ReturnType<typeof useForm<OrganizationFormInput, unknown, OrganizationFormOutput>>;

/**
 * What a buyer's invoices and e-invoices name it by (issue 20), all optional: a TIN for either kind, a company's SST
 * registration number, an individual's MyKad or passport number.
 */
export function TaxDetailsFields({ form, kind }: { form: OrganizationFormApi; kind: BuyerKind }) {
  const t = useT('organizations');
  const errors = form.formState.errors;
  return (
    <FormSection title={t('form.taxDetails')} description={t('form.taxDetailsDescription')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField isOptional label={t('form.tin')} error={errors.tin?.message} hint={t('form.tinHint')}>
          {(control) => (
            <TextInput
              {...control}
              {...form.register('tin')}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              maxLength={TAX_IDENTITY_FIELD_MAX.tin + 4}
            />
          )}
        </FormField>
        {kind === 'company' ? (
          <FormField
            isOptional
            label={t('form.sstNumber')}
            error={errors.sstNumber?.message}
            hint={t('form.sstNumberHint')}
          >
            {(control) => (
              <TextInput
                {...control}
                {...form.register('sstNumber')}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                maxLength={TAX_IDENTITY_FIELD_MAX.sstNumber}
              />
            )}
          </FormField>
        ) : (
          <FormField
            isOptional
            label={t('form.idNumber')}
            error={errors.idNumber?.message}
            hint={t('form.idNumberHint')}
          >
            {(control) => (
              <TextInput
                {...control}
                {...form.register('idNumber')}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                maxLength={TAX_IDENTITY_FIELD_MAX.idNumber}
              />
            )}
          </FormField>
        )}
      </div>
    </FormSection>
  );
}
