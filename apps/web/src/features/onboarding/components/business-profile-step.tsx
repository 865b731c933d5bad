import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_FIELD_MAX,
  type TProfileSubmissionInput,
  ZNonProfessionalDraftSchema,
  ZProfessionalDraftSchema,
} from '@samplebank/contracts/auth';
import { type DocumentType, missingDocuments } from '@samplebank/domain/documents';
import { REQUIRED_PROFILE_FIELDS } from '@samplebank/domain/onboarding';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { DOCUMENT_KEYS } from '../../../lib/business-documents';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { onboardingApi, type SupportingDocument } from '../api';
import { BusinessTypeField } from './business-type-field';
import { DocumentUploadList } from './document-upload-list';
import { ProfileAddressFields, usePlaceLists } from './profile-address-fields';
import {
  ADDRESS_FIELD_NAMES,
  FormSection,
  initialValues,
  PHONE_FIELD,
  type ProfileFieldConfig,
  ProfileFieldGrid,
  type ProfileValues,
  serverFieldErrors,
} from './profile-fields';
import { checkProfileForm, profileErrors, profileFormSchema, showServerProblems } from './profile-form-schema';
import { useSupportingDocuments } from './use-supporting-documents';
import { type ProfileStepProps, StepActions, StepHeading, useStepEntrance } from './wizard-parts';

type BusinessUserType = 'professional' | 'non-professional';
type OnboardingKey = MessageKey<'onboarding'>;

const FORMS: Record<
  BusinessUserType,
  {
    title: OnboardingKey;
    description: OnboardingKey;
    sectionTitle: OnboardingKey;
    fields: ProfileFieldConfig[];
    infoKey: 'professionalInfo' | 'nonProfessionalInfo';
    /** the contract's draft of the user type's profile */
    draft: typeof ZProfessionalDraftSchema | typeof ZNonProfessionalDraftSchema;
    labels: { continue: OnboardingKey; back: OnboardingKey; docsBack: OnboardingKey; submit: OnboardingKey };
  }
> = {
  professional: {
    title: 'business.professional.title',
    description: 'business.professional.description',
    sectionTitle: 'business.professional.section',
    fields: [
      {
        name: 'jobTitle',
        label: 'fields.jobTitle',
        placeholder: 'fields.jobTitlePlaceholder',
        autoComplete: 'organization-title',
        maxLength: PROFILE_FIELD_MAX.jobTitle,
      },
      {
        name: 'companyName',
        label: 'fields.companyName',
        placeholder: 'fields.companyNamePlaceholder',
        autoComplete: 'organization',
        maxLength: PROFILE_FIELD_MAX.companyName,
      },
      PHONE_FIELD,
    ],
    infoKey: 'professionalInfo',
    draft: ZProfessionalDraftSchema,
    labels: {
      continue: 'business.professional.continue',
      back: 'actions.back',
      docsBack: 'business.professional.docsBack',
      submit: 'business.professional.submit',
    },
  },
  'non-professional': {
    title: 'business.nonProfessional.title',
    description: 'business.nonProfessional.description',
    sectionTitle: 'business.nonProfessional.section',
    fields: [
      {
        name: 'businessName',
        label: 'fields.businessName',
        placeholder: 'fields.businessNamePlaceholder',
        autoComplete: 'organization',
        maxLength: PROFILE_FIELD_MAX.businessName,
      },
      PHONE_FIELD,
    ],
    infoKey: 'nonProfessionalInfo',
    draft: ZNonProfessionalDraftSchema,
    labels: {
      continue: 'business.nonProfessional.continue',
      back: 'actions.back',
      docsBack: 'business.nonProfessional.docsBack',
      submit: 'business.nonProfessional.submit',
    },
  },
};

const BUSINESS_TYPE = 'businessType';
const FIELD_NAMES: Record<BusinessUserType, string[]> = {
  professional: [...FORMS.professional.fields.map((field) => field.name), ...ADDRESS_FIELD_NAMES],
  'non-professional': [...FORMS['non-professional'].fields.map((field) => field.name), ...ADDRESS_FIELD_NAMES],
};
const NAME_FIELDS: Record<BusinessUserType, string[]> = {
  professional: ['jobTitle', 'companyName'],
  'non-professional': ['businessName'],
};

const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * Where a returning user starts (spec §4): at the documents when the names, address and business type are in
 * and a required document is still missing; otherwise at the basic information.
 */
function startingSubStep(
  userType: BusinessUserType,
  values: ProfileValues,
  documents: readonly { documentType: string }[],
) {
  const hasBasics = [...NAME_FIELDS[userType], 'address', BUSINESS_TYPE].every((name) => values[name]?.trim());
  return hasBasics && missingDocuments(values[BUSINESS_TYPE], documents).length > 0 ? 'documents' : 'basic-info';
}

/** The professional and non-professional profile: basic information, then Business Verification documents. */
export function BusinessProfileStep({
  userType,
  email,
  user,
  onBack,
  onSubmitted,
  setBusy,
}: ProfileStepProps & { userType: BusinessUserType }) {
  const t = useT('onboarding');
  const form = FORMS[userType];
  const { user: sessionUser, updateUser } = useSession();
  const stored = user?.userType === userType ? user[form.infoKey] : null;
  const fieldNames = FIELD_NAMES[userType];
  const fieldOrder = [...fieldNames, BUSINESS_TYPE];
  const profileForm = useForm<ProfileValues>({
    defaultValues: initialValues(fieldOrder, stored),
    // the form takes this render's resolver, so the places are checked against the lists as they are now
    resolver: (...check) =>
      zodResolver(profileFormSchema(form.draft, REQUIRED_PROFILE_FIELDS[userType], places, t))(...check),
    // the fields are drawn from the values below and focused by name (focusFirstProblem)
    shouldFocusError: false,
  });
  const values = useWatch({ control: profileForm.control });
  const errors = profileErrors(profileForm.formState.errors);
  const [missing, setMissing] = useState<string[]>([]);
  const initialDocuments = user?.userType === userType ? (user.supportingDocuments ?? []) : [];
  const [subStep, setSubStep] = useState<'basic-info' | 'documents'>(() =>
    startingSubStep(userType, profileForm.getValues(), initialDocuments),
  );
  const places = usePlaceLists(values.state);
  const entrance = useStepEntrance<HTMLDivElement>(subStep);

  const submission = useCallback(
    (documents: SupportingDocument[]): TProfileSubmissionInput => {
      const field = (name: string) => values[name]?.trim() ?? '';
      const shared = {
        phoneNumber: field('phoneNumber'),
        address: field('address'),
        state: field('state'),
        city: field('city'),
        zipCode: field('zipCode'),
        country: field('country'),
        // an empty business type is left out of the payload (spec §3)
        ...(values[BUSINESS_TYPE] ? { businessType: values[BUSINESS_TYPE] } : {}),
        supportingDocuments: documents,
      };
      return userType === 'professional'
        ? {
            email,
            userType,
            profileData: { jobTitle: field('jobTitle'), companyName: field('companyName'), ...shared },
          }
        : { email, userType, profileData: { businessName: field('businessName'), ...shared } };
    },
    [email, userType, values],
  );

  const wasApproved = Boolean(sessionUser?.isApproved);
  const saveSilently = useCallback(
    async (documents: SupportingDocument[]) => {
      const result = await onboardingApi.savePartialProfile(submission(documents));
      updateUser(result.user);
      // a silent save that sends an approved account back to review is not silent: ordering stops until staff look
      if (wasApproved && !result.user.isApproved) toast.info(t('toasts.reviewAgain'), { duration: 10_000 });
    },
    [submission, updateUser, wasApproved, t],
  );
  const documents = useSupportingDocuments(
    initialDocuments.map(({ documentType, documentKey, originalFilename }) => ({
      documentType: documentType as SupportingDocument['documentType'],
      documentKey,
      originalFilename,
    })),
    saveSilently,
  );

  const change = (name: string, value: string) => {
    profileForm.setValue(name, value);
    if (errors[name]) profileForm.clearErrors(name);
  };

  /** Marks the empty required fields, a phone that is not Malaysian and places not in the lists; true when none. */
  const checkFields = () => checkProfileForm(profileForm, fieldOrder, t);

  /** A save the server refused: its field messages beside their fields, the first in focus. */
  const showRefusal = (error: unknown, fallback: string) => {
    const fields = serverFieldErrors(error);
    if (Object.keys(fields).length) {
      setSubStep('basic-info');
      profileForm.clearErrors();
      showServerProblems(profileForm, fields, fieldOrder);
    }
    toast.error(errorMessage(error, fallback));
  };

  async function continueToDocuments() {
    if (!(await checkFields())) return;
    setBusy(true);
    try {
      await saveSilently(documents.current());
      toast.success(t('toasts.progressSaved'));
      setSubStep('documents');
    } catch (error) {
      showRefusal(error, t('toasts.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function backToBasicInfo() {
    setSubStep('basic-info');
    // records whatever was uploaded; each upload already saved, so a failure here loses nothing
    await saveSilently(documents.current()).catch(() => undefined);
  }

  async function submit() {
    if (!(await checkFields())) {
      setSubStep('basic-info');
      return;
    }
    const stillMissing = missingDocuments(values[BUSINESS_TYPE], documents.current());
    setMissing(stillMissing);
    if (stillMissing.length) {
      const names = stillMissing.map((type) => t(`documents.${DOCUMENT_KEYS[type as DocumentType]}.name`));
      toast.error(t('validation.requiredDocuments', { documents: names.join(', ') }));
      return;
    }
    setBusy(true);
    try {
      onSubmitted(await onboardingApi.completeProfile(submission(documents.current())));
    } catch (error) {
      showRefusal(error, t('toasts.completeFailed'));
    } finally {
      setBusy(false);
    }
  }

  if (subStep === 'documents') {
    return (
      <div ref={entrance}>
        <StepHeading
          eyebrow={t(form.title)}
          title={t('business.verificationTitle')}
          description={t('business.verificationDescription')}
        />
        <DocumentUploadList
          businessType={values[BUSINESS_TYPE] ?? ''}
          documents={documents.documents}
          missing={missing}
          onUploaded={async (document) => {
            await documents.recordUpload(document);
            setMissing((current) => current.filter((type) => type !== document.documentType));
          }}
          onRemoved={documents.forget}
        />
        <StepActions
          back={
            <Button variant="ghost" onClick={() => void backToBasicInfo()}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t(form.labels.docsBack)}
            </Button>
          }
          forward={
            <Button variant="dark" size="lg" onClick={() => void submit()}>
              {t(form.labels.submit)}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div ref={entrance}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void continueToDocuments();
        }}
      >
        <StepHeading title={t(form.title)} description={t(form.description)} />
        <div className="flex flex-col gap-8">
          <FormSection title={t(form.sectionTitle)}>
            <ProfileFieldGrid fields={form.fields} values={values} errors={errors} onChange={change} />
            <BusinessTypeField
              value={values[BUSINESS_TYPE] ?? ''}
              error={errors[BUSINESS_TYPE]}
              onChange={(value) => change(BUSINESS_TYPE, value)}
            />
          </FormSection>
          <FormSection title={t('business.address')}>
            <ProfileAddressFields values={values} errors={errors} lists={places} onChange={change} />
          </FormSection>
        </div>
        <StepActions
          back={
            <Button variant="ghost" onClick={onBack}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t(form.labels.back)}
            </Button>
          }
          forward={
            <Button type="submit" variant="dark" size="lg">
              {t(form.labels.continue)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          }
        />
      </form>
    </div>
  );
}
