import type { TSampleRequestCategory } from '@samplebank/contracts/sample-request-categories';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/**
 * The app-wide dialogs a feature may need to open without importing the feature that owns them:
 * the sign-in flow, Account Pending Approval, the company information dialog, Get In Touch and
 * Request for Sample. Each dialog component reads its state here and is mounted once by the root layout.
 */
export type DialogState =
  | {
      name: 'auth';
      view: 'login' | 'signup' | 'verify-email' | 'forgot-password';
      email?: string;
      onSuccess?: () => void;
    }
  | {
      name: 'registration-wizard';
      startAt?: 'email-verification' | 'status-check';
      email?: string;
      onComplete?: () => void;
    }
  | { name: 'pending-approval' }
  | { name: 'company-info'; onSaved?: () => void }
  | { name: 'contact'; inquiryType?: string }
  | {
      name: 'request-sample';
      /** what the form starts with: the sample it was opened from, its category and its brand */
      productName?: string;
      category?: TSampleRequestCategory;
      brandInformation?: string;
      /** back from the sign-in its submit asked for: it sends the form kept before */
      submitOnOpen?: boolean;
    };

type Dialogs = {
  current: DialogState | null;
  open: (dialog: DialogState) => void;
  close: () => void;
};

const DialogContext = createContext<Dialogs | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<DialogState | null>(null);
  const open = useCallback((dialog: DialogState) => setCurrent(dialog), []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ current, open, close }), [current, open, close]);
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

/** Opens and closes the app-wide dialogs. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs must be used inside DialogProvider');
  return dialogs;
}

/** The state of one dialog when it is the open one, else null. */
export function useDialog<N extends DialogState['name']>(name: N): Extract<DialogState, { name: N }> | null {
  const { current } = useDialogs();
  return current?.name === name ? (current as Extract<DialogState, { name: N }>) : null;
}
