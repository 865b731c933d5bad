/** localStorage keys, named once; the spec fixes `token`, `user` and `businessVerificationBannerDismissed`. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  bannerDismissed: 'businessVerificationBannerDismissed',
} as const;
