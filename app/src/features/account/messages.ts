import { defineMessage, defineMessages } from 'react-intl';

export const accountMessages = {
  ...defineMessages({
    title: { id: 'account.title', defaultMessage: 'My account' },
    intro: {
      id: 'account.intro',
      defaultMessage:
        'Your name, language, e-mail address and password, and where you are logged in.',
    },
    detailsHeading: { id: 'account.detailsHeading', defaultMessage: 'Your details' },
    locale: { id: 'account.locale', defaultMessage: 'Language' },
    localeHint: {
      id: 'account.localeHint',
      defaultMessage: 'The language of Koers and of the mails Koers sends you.',
    },
    save: { id: 'account.save', defaultMessage: 'Save' },
    savePending: { id: 'account.savePending', defaultMessage: 'Saving…' },
    saved: { id: 'account.saved', defaultMessage: 'Your details have been saved' },
    emailHeading: { id: 'account.emailHeading', defaultMessage: 'E-mail address' },
    newEmail: { id: 'account.newEmail', defaultMessage: 'New e-mail address' },
    newEmailHint: {
      id: 'account.newEmailHint',
      defaultMessage:
        'We send a link to the new address. Your address changes when you open it; until then you log in with the current one.',
    },
    currentPassword: { id: 'account.currentPassword', defaultMessage: 'Current password' },
    sendLink: { id: 'account.sendLink', defaultMessage: 'Send the link' },
    sendLinkPending: { id: 'account.sendLinkPending', defaultMessage: 'Sending…' },
    passwordHeading: { id: 'account.passwordHeading', defaultMessage: 'Password' },
    newPassword: { id: 'account.newPassword', defaultMessage: 'New password' },
    newPasswordHint: {
      id: 'account.newPasswordHint',
      defaultMessage: 'At least 8 characters. A common or easily guessed password is refused.',
    },
    repeatPassword: { id: 'account.repeatPassword', defaultMessage: 'Repeat the new password' },
    changePassword: { id: 'account.changePassword', defaultMessage: 'Change password' },
    changePasswordPending: { id: 'account.changePasswordPending', defaultMessage: 'Changing…' },
    passwordChangedDetail: {
      id: 'account.passwordChangedDetail',
      defaultMessage: 'You stay logged in here; your other sessions have been ended.',
    },
    sessionsHeading: { id: 'account.sessionsHeading', defaultMessage: 'Where you are logged in' },
    sessionsIntro: {
      id: 'account.sessionsIntro',
      defaultMessage:
        'The browsers and devices where you are logged in. "Last used" is approximate: a session reports when it gets new tokens, about every half hour while Koers is in use. One you do not know? End it and change your password.',
    },
    sessionsEmpty: {
      id: 'account.sessionsEmpty',
      defaultMessage: 'You are not logged in anywhere.',
    },
    endEffect: {
      id: 'account.endEffect',
      defaultMessage: 'That browser is logged out at its next action.',
    },
    endOthers: { id: 'account.endOthers', defaultMessage: 'Log out on all other devices' },
    endOthersPending: { id: 'account.endOthersPending', defaultMessage: 'Logging out…' },
    endOthersEffect: { id: 'account.endOthersEffect', defaultMessage: 'You stay logged in here.' },
    sessionEnded: { id: 'account.sessionEnded', defaultMessage: 'The session has been ended' },
    othersEnded: {
      id: 'account.othersEnded',
      defaultMessage: 'You have been logged out on all other devices',
    },
    twoFactorHeading: { id: 'account.twoFactorHeading', defaultMessage: 'Two-step verification' },
    twoFactorOff: {
      id: 'account.twoFactorOff',
      defaultMessage:
        'With two-step verification Koers asks, after your password, for a code from an app on your phone (such as Microsoft Authenticator or Google Authenticator). Someone who knows your password cannot log in without your phone.',
    },
    setUp: { id: 'account.setUp', defaultMessage: 'Set up two-step verification' },
    setUpPending: { id: 'account.setUpPending', defaultMessage: 'Preparing…' },
    scan: {
      id: 'account.scan',
      defaultMessage: 'Scan this QR code with your authenticator app.',
    },
    qrAlt: {
      id: 'account.qrAlt',
      defaultMessage: 'QR code for your authenticator app',
    },
    typeKey: {
      id: 'account.typeKey',
      defaultMessage: 'Scanning does not work? Type this key in your app instead:',
    },
    appCode: { id: 'account.appCode', defaultMessage: 'Code from your app' },
    appCodeHint: {
      id: 'account.appCodeHint',
      defaultMessage: 'The 6 digits the app shows for Koers now.',
    },
    turnOn: { id: 'account.turnOn', defaultMessage: 'Turn on' },
    turnOnPending: { id: 'account.turnOnPending', defaultMessage: 'Turning on…' },
    cancelSetUp: { id: 'account.cancelSetUp', defaultMessage: 'Cancel' },
    turnedOn: {
      id: 'account.turnedOn',
      defaultMessage: 'Two-step verification is on',
    },
    codesHeading: { id: 'account.codesHeading', defaultMessage: 'Your recovery codes' },
    codesIntro: {
      id: 'account.codesIntro',
      defaultMessage:
        'Keep these codes in a safe place, apart from your phone: on paper or in a password manager. With one of them you log in when your phone is not at hand; each works once. You see them only now.',
    },
    codesSaved: { id: 'account.codesSaved', defaultMessage: 'I have saved them' },
    renewHeading: { id: 'account.renewHeading', defaultMessage: 'New recovery codes' },
    renewIntro: {
      id: 'account.renewIntro',
      defaultMessage: 'New codes replace the old ones, which then no longer work.',
    },
    renew: { id: 'account.renew', defaultMessage: 'Make new recovery codes' },
    renewPending: { id: 'account.renewPending', defaultMessage: 'Making…' },
    turnOffHeading: { id: 'account.turnOffHeading', defaultMessage: 'Turn off' },
    turnOffCode: {
      id: 'account.turnOffCode',
      defaultMessage: 'Code from your app or a recovery code',
    },
    turnOff: { id: 'account.turnOff', defaultMessage: 'Turn off two-step verification' },
    turnOffPending: { id: 'account.turnOffPending', defaultMessage: 'Turning off…' },
    turnedOff: { id: 'account.turnedOff', defaultMessage: 'Two-step verification is off' },
    setupRequiredTitle: {
      id: 'account.setupRequiredTitle',
      defaultMessage: 'Set up two-step verification',
    },
    setupRequiredIntro: {
      id: 'account.setupRequiredIntro',
      defaultMessage:
        'Your school or board asks everyone who manages in Koers to use two-step verification. Set it up now to continue; it takes a minute and an authenticator app on your phone.',
    },
    logOut: { id: 'account.logOut', defaultMessage: 'Log out' },
  }),
  twoFactorOn: defineMessage<{ date: string; left: number }>({
    id: 'account.twoFactorOn',
    defaultMessage:
      'Two-step verification is on since {date}. {left, plural, =0 {No recovery codes are left: make new ones.} one {One recovery code is left.} other {# recovery codes are left.}}',
  }),
  currentEmail: defineMessage<{ email: string }>({
    id: 'account.currentEmail',
    defaultMessage: 'You log in with {email}.',
  }),
  linkSent: defineMessage<{ email: string; expires: string; current: string }>({
    id: 'account.linkSent',
    defaultMessage:
      'A link has been sent to {email}; it works until {expires}. Until you open it, you log in with {current}.',
  }),
  endQuestion: defineMessage<{ browser: string; started: string }>({
    id: 'account.endQuestion',
    defaultMessage: 'Do you want to end your session in {browser}, started {started}?',
  }),
  endOthersQuestion: defineMessage<{ count: number }>({
    id: 'account.endOthersQuestion',
    defaultMessage:
      '{count, plural, one {Do you want to end your session on the other device?} other {Do you want to end your sessions on the # other devices?}}',
  }),
};
