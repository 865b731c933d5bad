import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_FIELD_MAX, type TStudentDraftInput, ZStudentDraftSchema } from '@samplebank/contracts/auth';
import { REQUIRED_PROFILE_FIELDS } from '@samplebank/domain/onboarding';
import { ArrowLeft, BookOpen, GraduationCap, Library } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { onboardingApi } from '../api';
import { ProfileAddressFields, usePlaceLists } from './profile-address-fields';
import {
  ADDRESS_FIELD_NAMES,
  FormSection,
  initialValues,
  PHONE_FIELD,
  type ProfileFieldConfig,
  ProfileFieldGrid,
  type ProfileValues,
  phoneProblem,
  serverFieldErrors,
} from './profile-fields';
import { profileErrors, profileFormSchema, showServerProblems, tellProblems } from './profile-form-schema';
import { type ProfileStepProps, StepActions, StepHeading, useStepEntrance } from './wizard-parts';

export const STUDENT_AUTOSAVE_DELAY_MS = 2000;
const GRADUATION_YEAR_LENGTH = 4;

const STUDY_FIELDS: ProfileFieldConfig[] = [
  {
    name: 'university',
    label: 'fields.university',
    placeholder: 'fields.universityPlaceholder',
    isWide: true,
    maxLength: PROFILE_FIELD_MAX.university,
  },
  {
    name: 'courseCategory',
    label: 'fields.course',
    placeholder: 'fields.coursePlaceholder',
    maxLength: PROFILE_FIELD_MAX.courseCategory,
  },
  {
    name: 'studentId',
    label: 'fields.studentId',
    placeholder: 'fields.studentIdPlaceholder',
    maxLength: PROFILE_FIELD_MAX.studentId,
  },
  {
    name: 'graduationYear',
    label: 'fields.graduationYear',
    placeholder: 'fields.graduationYearPlaceholder',
    inputMode: 'numeric',
    maxLength: GRADUATION_YEAR_LENGTH,
    normalise: (value) => value.replace(/\D/g, '').slice(0, GRADUATION_YEAR_LENGTH),
  },
];
// a student's phone is optional: the courier and the first order's form use it when given
const STUDENT_PHONE_FIELD: ProfileFieldConfig = {
  ...PHONE_FIELD,
  isOptional: true,
  hint: 'fields.studentPhoneHint',
};
const PERKS: { icon: typeof GraduationCap; text: MessageKey<'onboarding'> }[] = [
  { icon: GraduationCap, text: 'student.perk1' },
  { icon: Library, text: 'student.perk2' },
  { icon: BookOpen, text: 'student.perk3' },
];
const FIELD_NAMES = [...STUDY_FIELDS.map((field) => field.name), 'phoneNumber', ...ADDRESS_FIELD_NAMES];
// any of these filled makes a draft worth keeping (spec §4, "Student form")
const AUTOSAVE_TRIGGERS = ['university', 'courseCategory', 'studentId'];

function studentProfileData(values: ProfileValues): TStudentDraftInput {
  const field = (name: string) => values[name]?.trim() ?? '';
  const graduationYear = field('graduationYear');
  const phoneNumber = field('phoneNumber');
  return {
    university: field('university'),
    courseCategory: field('courseCategory'),
    studentId: field('studentId'),
    // a half-typed year or phone number would be refused, so a draft leaves them out until they are whole
    ...(graduationYear && graduationYear.length !== GRADUATION_YEAR_LENGTH ? {} : { graduationYear }),
    ...(phoneProblem(values.phoneNumber) ? {} : { phoneNumber }),
    address: field('address'),
    state: field('state'),
    city: field('city'),
    zipCode: field('zipCode'),
    country: field('country'),
  };
}

/** The student profile: one form, saved silently 2 s after each change, then Complete Registration. */
export function StudentProfileStep({ email, user, onBack, onSubmitted, setBusy }: ProfileStepProps) {
  const t = useT('onboarding');
  const { updateUser } = useSession();
  const hasChanged = useRef(false);
  const isSubmitting = useRef(false);
  const form = useForm<ProfileValues>({
    defaultValues: initialValues(FIELD_NAMES, user?.userType === 'student' ? user.studentInfo : null),
    // the form takes this render's resolver, so the places are checked against the lists as they are now
    resolver: (...check) =>
      zodResolver(profileFormSchema(ZStudentDraftSchema, REQUIRED_PROFILE_FIELDS.student, places, t))(...check),
    // the fields are drawn from the values below and focused by name (focusFirstProblem)
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control });
  const places = usePlaceLists(values.state);
  const errors = profileErrors(form.formState.errors);
  const entrance = useStepEntrance<HTMLFormElement>('student');

  useEffect(() => {
    if (!hasChanged.current || !AUTOSAVE_TRIGGERS.some((name) => values[name]?.trim())) return;
    const timer = window.setTimeout(() => {
      if (isSubmitting.current) return;
      onboardingApi
        .savePartialProfile({ email, userType: 'student', profileData: studentProfileData(values) })
        .then((result) => updateUser(result.user))
        // an autosave is silent, success or not (spec §7)
        .catch(() => undefined);
    }, STUDENT_AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, email, updateUser]);

  const change = (name: string, value: string) => {
    hasChanged.current = true;
    form.setValue(name, value);
    if (errors[name]) form.clearErrors(name);
  };

  const submit = form.handleSubmit(complete, (formErrors) => tellProblems(profileErrors(formErrors), FIELD_NAMES, t));

  async function complete(values: ProfileValues) {
    isSubmitting.current = true;
    setBusy(true);
    try {
      onSubmitted(
        await onboardingApi.completeProfile({ email, userType: 'student', profileData: studentProfileData(values) }),
      );
    } catch (error) {
      showServerProblems(form, serverFieldErrors(error), FIELD_NAMES);
      toast.error(error instanceof ApiError && error.message ? error.message : t('toasts.submitFailed'));
    } finally {
      isSubmitting.current = false;
      setBusy(false);
    }
  }

  return (
    <form ref={entrance} noValidate onSubmit={(event) => void submit(event)}>
      <StepHeading title={t('student.title')} description={t('student.description')} />
      <ul className="mb-8 grid gap-3 text-sm sm:grid-cols-3">
        {PERKS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2.5 rounded-lg bg-canvas px-3 py-2.5 text-ink">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
            {t(text)}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-8">
        <FormSection title={t('student.studies')}>
          <ProfileFieldGrid fields={STUDY_FIELDS} values={values} errors={errors} onChange={change} />
        </FormSection>
        <FormSection title={t('student.address')} description={t('student.addressDescription')}>
          <ProfileAddressFields values={values} errors={errors} lists={places} onChange={change} />
          <ProfileFieldGrid fields={[STUDENT_PHONE_FIELD]} values={values} errors={errors} onChange={change} />
        </FormSection>
      </div>
      <StepActions
        back={
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('actions.back')}
          </Button>
        }
        forward={
          <Button type="submit" variant="dark" size="lg">
            {t('student.submit')}
          </Button>
        }
      />
    </form>
  );
}
