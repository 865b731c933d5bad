import { VerifyEmailForm } from '../../features/auth/components/verify-email-form';
import { RegistrationWizard } from '../../features/onboarding/components/registration-wizard';

/** The registration wizard with the sign-in feature's e-mail verification form as its first step. */
export function RegistrationWizardDialog() {
  // the wizard opens right after sign-up or a sign-in that found the e-mail unverified: a code was just mailed
  return <RegistrationWizard renderEmailVerification={(props) => <VerifyEmailForm wasCodeJustSent {...props} />} />;
}
