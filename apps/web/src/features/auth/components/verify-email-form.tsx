import { zodResolver } from '@hookform/resolvers/zod';
import {
  RESEND_COOLDOWN_SECONDS,
  type TTokenUserResponse,
  VERIFICATION_CODE_LENGTH,
  ZVerifyEmailRequestSchema,
} from '@samplebank/contracts/auth';
import { CircleCheck, MailCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { authApi } from '../api';
import { normaliseVerificationCode } from './code-input';
import { useCountdown } from './use-countdown';

// the e-mail is the screen's, not a field: the form checks the code as the API does
const ZVerifyCodeFormSchema = ZVerifyEmailRequestSchema.pick({ code: true });

type VerifyEmailFormProps = {
  email: string;
  /** a code was mailed a moment ago, so resend waits out its cooldown first */
  wasCodeJustSent?: boolean;
  /** how long the success confirmation shows before `onContinue` (spec §9: 2 s in the wizard, 1.5 s at login) */
  continueDelayMs: number;
  onContinue: (result: TTokenUserResponse) => void;
  /** extra actions under the form, e.g. BACK TO LOGIN */
  actions?: ReactNode;
};

/** The e-mail verification screen: a 6-character code, resend with a 60 s cooldown, then a confirmation. */
export function VerifyEmailForm({
  email,
  wasCodeJustSent,
  continueDelayMs,
  onContinue,
  actions,
}: VerifyEmailFormProps) {
  const t = useT('auth');
  const { signIn } = useSession();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZVerifyCodeFormSchema),
    defaultValues: { code: '' },
    // typing clears the message; the code is checked again only when it is sent
    reValidateMode: 'onSubmit',
  });
  const code = watch('code');
  const error = errors.code?.message;
  const codeField = register('code');
  const [isResending, setIsResending] = useState(false);
  const [isVerified, setIsVerified] = useState(false);
  const cooldown = useCountdown(wasCodeJustSent ? RESEND_COOLDOWN_SECONDS : 0);
  const continueTimer = useRef<number | undefined>(undefined);
  const codeInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const isComplete = code.length === VERIFICATION_CODE_LENGTH;

  useEffect(() => () => window.clearTimeout(continueTimer.current), []);
  // the code step opens on its only field, in a dialog or a wizard step alike; a frame later, so a dialog opening
  // with this step first notes its opener before (and gives focus back to it when it closes)
  useEffect(() => {
    const frame = requestAnimationFrame(() => codeInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = handleSubmit(async ({ code }) => {
    try {
      const result = await authApi.verifyEmail({ email, code });
      signIn(result.token, result.user);
      toast.success(t('verify.verifiedToast'));
      setIsVerified(true);
      continueTimer.current = window.setTimeout(() => onContinue(result), continueDelayMs);
    } catch (caught) {
      const message = caught instanceof ApiError && caught.message ? caught.message : t('verify.invalidCode');
      setError('code', { type: 'server', message });
      toast.error(message);
    }
  });

  async function resend() {
    setIsResending(true);
    try {
      await authApi.resendVerification(email);
      toast.success(t('verify.codeResent'));
      reset({ code: '' });
      cooldown.restart(RESEND_COOLDOWN_SECONDS);
      codeInput.current?.focus();
    } catch (caught) {
      toast.error(caught instanceof ApiError && caught.message ? caught.message : t('verify.resendFailed'));
    } finally {
      setIsResending(false);
    }
  }

  if (isVerified) {
    return (
      <div role="status" className="flex flex-col items-center py-6 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <h3 className="mt-4 text-lg font-semibold text-ink">{t('verify.verifiedTitle')}</h3>
        <p className="mt-1 text-sm text-muted">
          {t.rich('verify.verifiedBody', {
            email,
            mail: (chunks) => <span className="font-medium text-ink">{chunks}</span>,
          })}
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex items-start gap-3 rounded-xl bg-canvas p-4">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div className="flex flex-col gap-1.5 text-sm text-muted">
          <p>
            {t.rich('verify.sentTo', {
              length: VERIFICATION_CODE_LENGTH,
              email,
              mail: (chunks) => <span className="font-medium [overflow-wrap:anywhere] text-ink">{chunks}</span>,
            })}
          </p>
          {wasCodeJustSent && (
            // after a sign-up the screen is the same whether or not the e-mail was new, so it says both
            <p>{t('verify.existingAccount')}</p>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {t('verify.codeLabel')}
        </label>
        <input
          {...codeField}
          ref={(input) => {
            codeField.ref(input);
            codeInput.current = input;
          }}
          id={inputId}
          onChange={(event) => {
            // the box keeps only what a code can hold, as it is typed or pasted
            event.target.value = normaliseVerificationCode(event.target.value);
            clearErrors('code');
            return codeField.onChange(event);
          }}
          onBlur={(event) => {
            // a code left half-typed is told at once; an empty box waits for the submit
            if (code.length > 0 && !isComplete)
              setError('code', { type: 'tooShort', message: t('validation.codeLength') });
            return codeField.onBlur(event);
          }}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          maxLength={VERIFICATION_CODE_LENGTH}
          placeholder={t('verify.codePlaceholder')}
          disabled={isSubmitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-message`}
          className={cn(
            'h-14 w-full rounded-xl border border-line-strong bg-white px-4 text-center font-mono text-2xl font-semibold tracking-[0.5em] text-ink uppercase shadow-card',
            'placeholder:font-normal placeholder:text-line-strong focus:border-ink focus:ring-2 focus:ring-ink/10 focus:outline-none',
            'disabled:bg-surface aria-invalid:border-danger',
          )}
        />
        <p
          id={`${inputId}-message`}
          aria-live="polite"
          className={cn('text-xs', error ? 'font-medium text-danger' : 'text-muted')}
        >
          {error ?? t('verify.codeHint', { typed: code.length, length: VERIFICATION_CODE_LENGTH })}
        </p>
      </div>

      <Button type="submit" variant="dark" size="lg" disabled={!isComplete || isSubmitting} className="w-full">
        {isSubmitting ? t('verify.submitting') : t('verify.submit')}
      </Button>

      <div className="flex flex-col items-center gap-1 text-sm">
        <span className="text-muted">{t('verify.noCode')}</span>
        {cooldown.isRunning ? (
          <span className="font-medium text-muted tabular-nums" aria-live="off">
            {t('verify.resendIn', { seconds: cooldown.secondsLeft })}
          </span>
        ) : (
          <button
            type="button"
            onClick={resend}
            disabled={isResending}
            className="font-semibold text-brand underline-offset-4 hover:underline disabled:opacity-60"
          >
            {isResending ? t('verify.sending') : t('verify.resend')}
          </button>
        )}
      </div>
      {actions}
    </form>
  );
}
