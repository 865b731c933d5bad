import { AUTH_MESSAGES, REQUIRED_PROFILE_FIELDS } from '@samplebank/contracts/auth';
import { ArrowLeft, BookOpen, GraduationCap, Library } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { onboardingMessages } from '../../auth/messages';
import { onboardingApi, type ProfileData } from '../api';
import {
  ADDRESS_FIELDS,
  emptyFields,
  FIELD_REQUIRED,
  FormSection,
  initialValues,
  type ProfileErrors,
  type ProfileFieldConfig,
  ProfileFieldGrid,
  type ProfileValues,
} from './profile-fields';
import { type ProfileStepProps, StepActions, StepHeading } from './wizard-parts';

export const STUDENT_AUTOSAVE_DELAY_MS = 2000;
const GRADUATION_YEAR_LENGTH = 4;

const STUDY_FIELDS: ProfileFieldConfig[] = [
  { name: 'university', label: 'University', placeholder: 'Universiti Malaya', isWide: true },
  { name: 'courseCategory', label: 'Course', placeholder: 'Architecture' },
  { name: 'studentId', label: 'Student ID', placeholder: 'S2024-01873' },
  {
    name: 'graduationYear',
    label: 'Graduation year',
    placeholder: '2027',
    inputMode: 'numeric',
    maxLength: GRADUATION_YEAR_LENGTH,
    normalise: (value) => value.replace(/\D/g, '').slice(0, GRADUATION_YEAR_LENGTH),
  },
];
const FIELD_NAMES = [...STUDY_FIELDS, ...ADDRESS_FIELDS].map((field) => field.name);
// any of these filled makes a draft worth keeping (spec §4, "Student form")
const AUTOSAVE_TRIGGERS = ['university', 'courseCategory', 'studentId'];

function studentProfileData(values: ProfileValues): ProfileData {
  const data: ProfileData = {};
  for (const name of FIELD_NAMES) data[name] = values[name]?.trim() ?? '';
  // a half-typed year would be refused, so a draft leaves it out until it has four digits
  if (data.graduationYear && data.graduationYear.length !== GRADUATION_YEAR_LENGTH) delete data.graduationYear;
  return data;
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

  useEffect(() => {
    if (!hasChanged.current || !AUTOSAVE_TRIGGERS.some((name) => values[name]?.trim())) return;
    const timer = window.setTimeout(() => {
      if (isSubmitting.current) return;
      onboardingApi
        .savePartialProfile(email, 'student', studentProfileData(values))
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
    const nextErrors: ProfileErrors = Object.fromEntries(empty.map((name) => [name, FIELD_REQUIRED]));
    if (values.graduationYear && values.graduationYear.length !== GRADUATION_YEAR_LENGTH) {
      nextErrors.graduationYear = AUTH_MESSAGES.graduationYear;
    }
    setErrors(nextErrors);
    const firstProblem = Object.keys(nextErrors)[0];
    if (firstProblem) {
      toast.error(empty.length ? AUTH_MESSAGES.requiredFields : AUTH_MESSAGES.graduationYear);
      document.querySelector<HTMLElement>(`[name="${firstProblem}"]`)?.focus();
      return;
    }
    isSubmitting.current = true;
    setBusy(true);
    try {
      onSubmitted(await onboardingApi.completeProfile(email, 'student', studentProfileData(values)));
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : onboardingMessages.submitFailed);
    } finally {
      isSubmitting.current = false;
      setBusy(false);
    }
  }

  return (
    <form
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
          <ProfileFieldGrid fields={ADDRESS_FIELDS} values={values} errors={errors} onChange={change} />
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
