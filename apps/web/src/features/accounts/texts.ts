/** My account's own words in the browser; what the server answers is in `@topgear/shared/my-account`. */
export const MY_ACCOUNT_TEXTS = {
  profileSaved: 'Your profile is saved',
  jobTitleSetByAdmin: 'Set by your administrator',
  passwordChanged: 'Your password is changed. You stay signed in here; every other device is signed out.',
  emailLinkSent: (newEmail: string) =>
    `We sent a link to ${newEmail}. Open it within 24 hours to make it your email; until then, nothing changes.`,
  sessionEnded: 'That device is signed out',
  otherSessionsEnded: 'Every other device is signed out',
  noSessions: 'No device is signed in as you.',
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'unknown system',
  twoFactorOn: 'Two-factor sign-in is on',
  twoFactorOff: 'Two-factor sign-in is off',
} as const;
