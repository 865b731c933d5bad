import type { DialogState } from '../../../lib/dialogs';

/** The sign-in dialog's entry in the dialog registry: which view shows, and what follows a sign-in. */
export type AuthDialogState = Extract<DialogState, { name: 'auth' }>;
