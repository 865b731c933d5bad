import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { useDialog, useDialogs } from '../../../lib/dialogs';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import type { AuthDialogState } from './auth-dialog-state';
import { ForgotPasswordView } from './forgot-password-view';
import { LoginView } from './login-view';
import { SignupView } from './signup-view';
import { VerifyEmailView } from './verify-email-view';

// each view's heading, as message keys
const titles: Record<AuthDialogState['view'], { title: MessageKey<'auth'>; description: MessageKey<'auth'> }> = {
  login: { title: 'dialog.login.title', description: 'dialog.login.description' },
  signup: { title: 'dialog.signup.title', description: 'dialog.signup.description' },
  'verify-email': { title: 'dialog.verifyEmail.title', description: 'dialog.verifyEmail.description' },
  'forgot-password': { title: 'dialog.forgotPassword.title', description: 'dialog.forgotPassword.description' },
};

/** The sign-in modal: login, sign-up, e-mail verification and forgot-password views (accounts spec §2). */
export function AuthDialog() {
  const t = useT('auth');
  const dialog = useDialog('auth');
  const { close } = useDialogs();
  const { dismissEndedSession } = useSession();
  const content = useRef<HTMLDivElement>(null);
  const view = dialog?.view;

  // Each view starts in its first empty field (the password when the e-mail is known). It runs a frame later, after
  // the dialog's focus scope has noted the opener, so closing the dialog gives focus back to what opened it (an
  // input's autoFocus would be noted instead, and focus would fall to the page when the dialog closes).
  useEffect(() => {
    if (!view) return;
    const frame = requestAnimationFrame(() => focusFirstEmptyField(content.current));
    return () => cancelAnimationFrame(frame);
  }, [view]);

  if (!dialog) return null;
  const { title, description } = titles[dialog.view];

  return (
    <Dialog.Root
      open
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        dismissEndedSession();
        close();
      }}
    >
      <AuthModalFrame title={t(title)} description={t(description)} contentRef={content}>
        {dialog.view === 'login' && <LoginView dialog={dialog} />}
        {dialog.view === 'signup' && <SignupView dialog={dialog} />}
        {dialog.view === 'verify-email' && <VerifyEmailView dialog={dialog} />}
        {dialog.view === 'forgot-password' && <ForgotPasswordView dialog={dialog} />}
      </AuthModalFrame>
    </Dialog.Root>
  );
}

/** Focuses the first empty text field in a container, else its first field. */
function focusFirstEmptyField(container: HTMLElement | null) {
  const fields = [
    ...(container?.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]):not([disabled])') ?? []),
  ];
  (fields.find((field) => field.value === '') ?? fields[0])?.focus();
}

function AuthModalFrame({
  title,
  description,
  contentRef,
  children,
}: {
  title: string;
  description: string;
  contentRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const t = useT('auth');
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/50 backdrop-blur-[2px]" />
      <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
        <Dialog.Content
          ref={contentRef}
          // the view's first field takes focus (see AuthDialog), not the first button
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={returnFocus}
          className="pointer-events-auto relative flex max-h-[calc(100dvh-1.5rem)] w-full animate-fade-in flex-col overflow-y-auto rounded-t-2xl bg-white shadow-popover outline-none sm:max-h-[calc(100dvh-3rem)] sm:max-w-md sm:rounded-2xl"
        >
          <div className="px-5 pt-7 pb-6 sm:px-8 sm:pt-9 sm:pb-8">
            <Dialog.Title className="text-2xl font-semibold tracking-tight text-ink">{title}</Dialog.Title>
            <Dialog.Description className="mt-1.5 text-sm text-muted">{description}</Dialog.Description>
            <div className="mt-6">{children}</div>
          </div>
          <Dialog.Close
            aria-label={t('dialog.close')}
            className="absolute top-4 right-4 flex size-9 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </div>
    </Dialog.Portal>
  );
}
