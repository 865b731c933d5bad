// The words of the sign-in screens are in the auth catalogue (src/locales/<language>/auth.json).

/** Delays fixed by the spec (§9). */
export const LOGIN_SUCCESS_DELAY_MS = 100;
export const LOGIN_VERIFIED_DELAY_MS = 1500;
