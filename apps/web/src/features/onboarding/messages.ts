// The wizard's words are in the onboarding catalogue (src/locales/<language>/onboarding.json).

/** How long the wizard shows the e-mail confirmation before its next step (spec §9). */
export const WIZARD_VERIFIED_DELAY_MS = 2000;
