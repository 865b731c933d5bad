import { AUTH_MESSAGES, PROFILE_FIELD_MAX, type TStudentDraftInput } from '@samplebank/contracts/auth';
import { REQUIRED_PROFILE_FIELDS } from '@samplebank/domain/onboarding';
import { ArrowLeft, BookOpen, GraduationCap, Library } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { onboardingApi } from '../api';
import { onboardingMessages } from '../messages';
import { ProfileAddressFields, placeProblems, usePlaceLists } from './profile-address-fields';
import {
  ADDRESS_FIELD_NAMES,
  emptyFields,
  FIELD_REQUIRED,
  FormSection,
  focusFirstProblem,
  initialValues,
  PHONE_FIELD,
  type ProfileErrors,
  type ProfileFieldConfig,
  ProfileFieldGrid,
  type ProfileValues,
  phoneProblem,
  serverFieldErrors,
} from './profile-fields';
import { type ProfileStepProps, StepActions, StepHeading, useStepEntrance } from './wizard-parts';

export const STUDENT_AUTOSAVE_DELAY_MS = 2000;
const GRADUATION_YEAR_LENGTH = 4;

const STUDY_FIELDS: ProfileFieldConfig[] = [
  {
    name: 'university',
    label: 'University',
    placeholder: 'Universiti Malaya',
    isWide: true,
    maxLength: PROFILE_FIELD_MAX.university,
  },
  { name: 'courseCategory', label: 'Course', placeholder: 'Architecture', maxLength: PROFILE_FIELD_MAX.courseCategory },
  { name: 'studentId', label: 'Student ID', placeholder: 'S2024-01873', maxLength: PROFILE_FIELD_MAX.studentId },
  {
    name: 'graduationYear',
    label: 'Graduation year',
    placeholder: '2027',
    inputMode: 'numeric',
    maxLength: GRADUATION_YEAR_LENGTH,
    normalise: (value) => value.replace(/\D/g, '').slice(0, GRADUATION_YEAR_LENGTH),
  },
];
// a student's phone is optional: the courier and the first order's form use it when given
const STUDENT_PHONE_FIELD: ProfileFieldConfig = {
  ...PHONE_FIELD,
  isOptional: true,
  hint: 'For the courier, e.g. 012-345 6789',
};
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
  const { updateUser } = useSession();
  const [values, setValues] = useState<ProfileValues>(() =>
    initialValues(FIELD_NAMES, user?.userType === 'student' ? user.studentInfo : null),
  );
  const [errors, setErrors] = useState<ProfileErrors>({});
  const hasChanged = useRef(false);
  const isSubmitting = useRef(false);
  const places = usePlaceLists(values.state);
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
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit() {
    const empty = emptyFields(values, REQUIRED_PROFILE_FIELDS.student);
    const nextErrors: ProfileErrors = { ...placeProblems(values, places) };
    const phone = phoneProblem(values.phoneNumber);
    if (phone) nextErrors.phoneNumber = phone;
    if (values.graduationYear && values.graduationYear.length !== GRADUATION_YEAR_LENGTH) {
      nextErrors.graduationYear = AUTH_MESSAGES.graduationYear;
    }
    for (const name of empty) nextErrors[name] = FIELD_REQUIRED;
    setErrors(nextErrors);
    const messages = Object.values(nextErrors).filter(Boolean);
    if (messages.length) {
      toast.error(empty.length ? AUTH_MESSAGES.requiredFields : messages[0]);
      focusFirstProblem(nextErrors, FIELD_NAMES);
      return;
    }
    isSubmitting.current = true;
    setBusy(true);
    try {
      onSubmitted(
        await onboardingApi.completeProfile({ email, userType: 'student', profileData: studentProfileData(values) }),
      );
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      window.setTimeout(() => focusFirstProblem(fields, FIELD_NAMES), 0);
      toast.error(error instanceof ApiError && error.message ? error.message : onboardingMessages.submitFailed);
    } finally {
      isSubmitting.current = false;
      setBusy(false);
    }
  }

  return (
    <form
      ref={entrance}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StepHeading
        title="Student Information"
        description="Tell us where you study. We save your progress as you type."
      />
      <ul className="mb-8 grid gap-3 text-sm sm:grid-cols-3">
        {[
          { icon: GraduationCap, text: 'Educational pricing on samples' },
          { icon: Library, text: 'Sample libraries for your projects' },
          { icon: BookOpen, text: 'Learning resources on materials' },
        ].map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2.5 rounded-lg bg-canvas px-3 py-2.5 text-ink">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
            {text}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-8">
        <FormSection title="Your studies">
          <ProfileFieldGrid fields={STUDY_FIELDS} values={values} errors={errors} onChange={change} />
        </FormSection>
        <FormSection title="Your address" description="Where we deliver your samples.">
          <ProfileAddressFields values={values} errors={errors} lists={places} onChange={change} />
          <ProfileFieldGrid fields={[STUDENT_PHONE_FIELD]} values={values} errors={errors} onChange={change} />
        </FormSection>
      </div>
      <StepActions
        back={
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Button>
        }
        forward={
          <Button type="submit" variant="dark" size="lg">
            Complete Registration
          </Button>
        }
      />
    </form>
  );
}
