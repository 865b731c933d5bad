/** Wizard and document upload toasts (accounts spec §8, "Wizard"). */
export const onboardingMessages = {
  saveFailed: 'Failed to save progress',
  submitFailed: 'Error submitting profile. Please try again.',
  userTypeFailed: 'Error setting user type',
  completeFailed: 'Error completing profile',
  uploaded: (name: string) => `${name} uploaded successfully`,
  uploadFailed: (name: string) => `Failed to upload ${name}`,
  removed: (name: string) => `${name} removed successfully`,
  removeFailed: (name: string) => `Failed to remove ${name}`,
} as const;

/** How long the wizard shows the e-mail confirmation before its next step (spec §9). */
export const WIZARD_VERIFIED_DELAY_MS = 2000;
