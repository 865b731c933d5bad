import * as Dialog from '@radix-ui/react-dialog';
import type { TTokenUserResponse, TUserType } from '@samplebank/contracts/auth';
import { type WizardStep, wizardStartStep } from '@samplebank/domain/onboarding';
import { LoaderCircle, X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { type DialogState, useDialog, useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { type SessionUser, useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { onboardingApi } from '../api';
import { WIZARD_VERIFIED_DELAY_MS } from '../messages';
import { BusinessProfileStep } from './business-profile-step';
import { StudentProfileStep } from './student-profile-step';
import { UserTypeStep } from './user-type-step';
import { WizardProgress } from './wizard-header';
import { CompletedStep, PendingApprovalStep } from './wizard-outcome';
import { StepActions, StepHeading, useStepEntrance } from './wizard-parts';

type WizardDialogState = Extract<DialogState, { name: 'registration-wizard' }>;

// spec §9: after an approval found on opening, and after completing the profile
const REDIRECT_AFTER_APPROVED_ON_LOAD_MS = 1000;
const REDIRECT_AFTER_COMPLETION_MS = 2000;

/** Toasts live outside the dialog; clicking one must not count as a click on the backdrop. */
export function isToastTarget(target: EventTarget | null): boolean {
  return target instanceof Element && Boolean(target.closest('[data-sonner-toaster]'));
}

/** What the wizard hands the e-mail verification form of its first step. */
export type EmailVerificationProps = {
  email: string;
  /** how long the form's confirmation shows before `onContinue` */
  continueDelayMs: number;
  onContinue: (result: TTokenUserResponse) => void;
  /** the wizard's own action under the form ("Already have an account? Log in") */
  actions: ReactNode;
};

type RegistrationWizardProps = {
  /** the e-mail verification form; the sign-in feature owns it, so the app passes it in */
  renderEmailVerification: (props: EmailVerificationProps) => ReactNode;
};

/** The registration wizard (spec §2), mounted once; it opens when the dialog registry names it. */
export function RegistrationWizard({ renderEmailVerification }: RegistrationWizardProps) {
  const dialog = useDialog('registration-wizard');
  return dialog ? <WizardDialog dialog={dialog} renderEmailVerification={renderEmailVerification} /> : null;
}

function WizardDialog({ dialog, renderEmailVerification }: RegistrationWizardProps & { dialog: WizardDialogState }) {
  const t = useT('onboarding');
  const { close, open } = useDialogs();
  const session = useSession();
  const navigate = useNavigate();
  const startedAtEmailVerification = dialog.startAt === 'email-verification';
  const email = dialog.email ?? session.user?.email ?? '';
  const [step, setStep] = useState<WizardStep | null>(null);
  const [startStep, setStartStep] = useState<WizardStep | null>(null);
  const [user, setUser] = useState<SessionUser | null>(session.user?.email === email ? session.user : null);
  const [userType, setUserType] = useState<TUserType | null>(null);
  const [isBusy, setBusy] = useState(false);
  const hasCompleted = useRef(false);
  const timers = useRef<number[]>([]);

  const finish = useCallback(() => {
    close();
    if (hasCompleted.current) dialog.onComplete?.();
  }, [close, dialog]);

  const later = useCallback((callback: () => void, delayMs: number) => {
    timers.current.push(window.setTimeout(callback, delayMs));
  }, []);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  // the status check (spec §4, "Wizard start"); only for the signed-in user's own e-mail, since the call needs
  // that user's token; a failure falls back without a message
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, as the wizard opens
  useEffect(() => {
    let isCancelled = false;
    const begin = (first: WizardStep) => {
      setStep(first);
      setStartStep(first);
    };
    const fallback: WizardStep = startedAtEmailVerification ? 'email-verification' : 'user-type-selection';
    if (!session.token || !email || session.user?.email !== email) {
      begin(fallback);
      return;
    }
    onboardingApi
      .profile(email)
      .then((result) => {
        if (isCancelled) return;
        if (result.isAuthenticated) session.signIn(result.token, result.user);
        setUser(result.user);
        const first = wizardStartStep(result.user);
        if (first === 'profile-completion') setUserType(result.user.userType ?? null);
        begin(first);
        if (first === 'completed') {
          hasCompleted.current = true;
          later(() => {
            navigate(paths.samples.to());
            finish();
          }, REDIRECT_AFTER_APPROVED_ON_LOAD_MS);
        }
      })
      .catch(() => !isCancelled && begin(fallback));
    return () => {
      isCancelled = true;
    };
  }, []);

  async function confirmUserType() {
    if (!userType) return;
    setBusy(true);
    try {
      const result = await onboardingApi.setUserType(email, userType);
      session.updateUser(result.user);
      setUser(result.user);
      toast.success(t('wizard.userTypeSelected'));
      setStep('profile-completion');
    } catch (error) {
      console.error('Setting the user type failed', error);
      toast.error(error instanceof ApiError && error.message ? error.message : t('toasts.userTypeFailed'));
    } finally {
      setBusy(false);
    }
  }

  function profileSubmitted(result: TTokenUserResponse) {
    hasCompleted.current = true;
    toast.success(t('wizard.profileCompleted'));
    if (result.isAuthenticated) session.signIn(result.token, result.user);
    setUser(result.user);
    if (result.user.isApproved) {
      setStep('completed');
      later(() => {
        navigate(paths.samples.to());
        finish();
      }, REDIRECT_AFTER_COMPLETION_MS);
    } else {
      setStep('pending-approval');
    }
  }

  const backFromTypeSelection =
    startStep === 'email-verification'
      ? () => setStep('email-verification')
      : startStep === 'profile-completion' && user?.userType
        ? () => {
            setUserType(user.userType as TUserType);
            setStep('profile-completion');
          }
        : undefined;

  const profileProps = {
    email,
    user,
    setBusy,
    onSubmitted: profileSubmitted,
    onBack: () => {
      // back to the type cards, with no type chosen (spec §2)
      setUserType(null);
      setStep('user-type-selection');
    },
  };

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && finish()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/60 backdrop-blur-sm" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-stretch justify-center sm:items-center sm:p-6">
          <Dialog.Content
            onPointerDownOutside={(event) => isToastTarget(event.target) && event.preventDefault()}
            className="pointer-events-auto relative flex h-full w-full animate-fade-in flex-col overflow-hidden bg-white shadow-popover outline-none sm:h-auto sm:max-h-[calc(100dvh-3rem)] sm:max-w-4xl sm:rounded-2xl"
          >
            <header className="shrink-0 border-b border-line px-5 pt-5 pb-4 sm:px-8 sm:pt-7 sm:pb-6">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <Dialog.Title className="text-2xl font-semibold tracking-tight text-ink">
                    {t('wizard.title')}
                  </Dialog.Title>
                  <Dialog.Description className="mt-0.5 text-sm text-muted">
                    {t('wizard.description')}
                  </Dialog.Description>
                </div>
                <Dialog.Close
                  aria-label={t('wizard.close')}
                  className="-mt-1 -mr-2 flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface hover:text-ink"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <div className="mt-5">
                <WizardProgress
                  step={step ?? (startedAtEmailVerification ? 'email-verification' : 'user-type-selection')}
                  startedAtEmailVerification={startedAtEmailVerification}
                />
              </div>
            </header>

            <div className="relative flex min-h-0 flex-1 flex-col">
              <div data-wizard-scroll className="flex-1 overflow-y-auto px-5 py-6 sm:min-h-[28rem] sm:px-8 sm:py-8">
                {step === 'email-verification' && (
                  <EmailStep>
                    {user?.isEmailVerified ? (
                      <>
                        <StepHeading
                          title={t('wizard.emailVerifiedTitle')}
                          description={t('wizard.emailVerifiedDescription', { email })}
                        />
                        <StepActions
                          forward={
                            <Button variant="dark" size="lg" onClick={() => setStep('user-type-selection')}>
                              {t('wizard.continue')}
                            </Button>
                          }
                        />
                      </>
                    ) : (
                      <>
                        <StepHeading title={t('wizard.verifyTitle')} description={t('wizard.verifyDescription')} />
                        {renderEmailVerification({
                          email,
                          continueDelayMs: WIZARD_VERIFIED_DELAY_MS,
                          onContinue: (result) => {
                            setUser(result.user);
                            setStep('user-type-selection');
                          },
                          actions: (
                            <p className="text-center text-sm text-muted">
                              {t.rich('wizard.haveAccount', {
                                login: (chunks) => (
                                  <button
                                    type="button"
                                    onClick={() =>
                                      open({ name: 'auth', view: 'login', email, onSuccess: dialog.onComplete })
                                    }
                                    className="font-semibold text-brand underline-offset-4 hover:underline"
                                  >
                                    {chunks}
                                  </button>
                                ),
                              })}
                            </p>
                          ),
                        })}
                      </>
                    )}
                  </EmailStep>
                )}
                {step === 'user-type-selection' && (
                  <UserTypeStep
                    value={userType}
                    onChange={setUserType}
                    onContinue={() => void confirmUserType()}
                    isBusy={isBusy}
                    onBack={startStep === 'user-type-selection' ? undefined : backFromTypeSelection}
                  />
                )}
                {step === 'profile-completion' && userType === 'student' && <StudentProfileStep {...profileProps} />}
                {step === 'profile-completion' && (userType === 'professional' || userType === 'non-professional') && (
                  <BusinessProfileStep key={userType} userType={userType} {...profileProps} />
                )}
                {step === 'pending-approval' && (
                  <PendingApprovalStep
                    name={user?.name}
                    email={email}
                    onReturn={() => {
                      navigate(paths.home.to());
                      finish();
                    }}
                  />
                )}
                {step === 'completed' && <CompletedStep />}
              </div>

              {(step === null || isBusy) && (
                <div
                  role="status"
                  aria-live="polite"
                  className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-white/80 backdrop-blur-[1px]"
                >
                  <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-ink" />
                  <p className="text-sm font-medium text-ink">
                    {step === null ? t('wizard.loading') : t('wizard.processing')}
                  </p>
                </div>
              )}
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The e-mail verification step's frame: it opens at the top with focus on its first field, as every step does. */
function EmailStep({ children }: { children: ReactNode }) {
  const entrance = useStepEntrance<HTMLDivElement>('email-verification');
  return (
    <div ref={entrance} className="mx-auto max-w-md">
      {children}
    </div>
  );
}
