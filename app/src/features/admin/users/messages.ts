import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the admin's Gebruikers: the list, the create dialog, a user's page and its dialogs. */
export const userMessages = {
  ...defineMessages({
    add: { id: 'admin.users.add', defaultMessage: 'New user' },
    intro: {
      id: 'admin.users.intro',
      defaultMessage:
        'Every account of Koers. Search from the start of a first name, last name or email address; open a user to change their memberships, send mails, block them or end their sessions.',
    },
    status: { id: 'admin.users.status', defaultMessage: 'Status' },
    active: { id: 'admin.users.active', defaultMessage: 'Active' },
    blocked: { id: 'admin.users.blocked', defaultMessage: 'Blocked' },
    cancel: { id: 'admin.users.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'admin.users.closeDialog', defaultMessage: 'Close dialog' },
    createTitle: { id: 'admin.users.createTitle', defaultMessage: 'New user' },
    locale: { id: 'admin.users.locale', defaultMessage: 'Language of mails' },
    localeNone: {
      id: 'admin.users.localeNone',
      defaultMessage: 'Not chosen (the language of whoever sends the mail)',
    },
    localeHint: {
      id: 'admin.users.localeHint',
      defaultMessage: 'The language of the mails Koers sends this user.',
    },
    membership: { id: 'admin.users.membership', defaultMessage: 'Board or school' },
    membershipHint: {
      id: 'admin.users.membershipHint',
      defaultMessage:
        'Type part of the name. Optional: memberships can be changed on the user’s page.',
    },
    role: { id: 'admin.users.role', defaultMessage: 'Role' },
    sendInvitationNow: {
      id: 'admin.users.sendInvitationNow',
      defaultMessage: 'Send the account invitation now',
    },
    sendInvitationNowHint: {
      id: 'admin.users.sendInvitationNowHint',
      defaultMessage:
        'A mail with a link to choose a password, valid for seven days. It can also be sent later.',
    },
    createSubmit: { id: 'admin.users.createSubmit', defaultMessage: 'Create user' },
    createPending: { id: 'admin.users.createPending', defaultMessage: 'Creating user…' },
    save: { id: 'admin.users.save', defaultMessage: 'Save' },
    savePending: { id: 'admin.users.savePending', defaultMessage: 'Saving…' },
    saved: { id: 'admin.users.saved', defaultMessage: 'Saved' },
    backToList: { id: 'admin.users.backToList', defaultMessage: 'All users' },
    notFound: {
      id: 'admin.users.notFound',
      defaultMessage: 'This user does not exist (any more).',
    },
    detailsHeading: { id: 'admin.users.detailsHeading', defaultMessage: 'Details' },
    membershipsHeading: { id: 'admin.users.membershipsHeading', defaultMessage: 'Memberships' },
    membershipsIntro: {
      id: 'admin.users.membershipsIntro',
      defaultMessage:
        'The boards and schools this user belongs to, with the role in each. A member of a board is also a member of each of its schools. Changes count once saved.',
    },
    membershipsEmpty: {
      id: 'admin.users.membershipsEmpty',
      defaultMessage: 'Not a member of any board or school.',
    },
    membershipsListLabel: {
      id: 'admin.users.membershipsListLabel',
      defaultMessage: 'Boards and schools',
    },
    removeMembershipShort: { id: 'admin.users.removeMembershipShort', defaultMessage: 'Remove' },
    addMembership: { id: 'admin.users.addMembership', defaultMessage: 'Add' },
    addHint: {
      id: 'admin.users.addHint',
      defaultMessage:
        'Type part of the name of a board or school, choose it and its role, then Add.',
    },
    kindBoard: { id: 'admin.users.kindBoard', defaultMessage: 'Board' },
    kindSchool: { id: 'admin.users.kindSchool', defaultMessage: 'School' },
    saveMemberships: { id: 'admin.users.saveMemberships', defaultMessage: 'Save memberships' },
    saveMembershipsTitle: {
      id: 'admin.users.saveMembershipsTitle',
      defaultMessage: 'Save memberships',
    },
    saveMembershipsEffect: {
      id: 'admin.users.saveMembershipsEffect',
      defaultMessage:
        'They lose access to what belongs to these at once. Their account and the other memberships stay as listed.',
    },
    removedMembershipsLabel: {
      id: 'admin.users.removedMembershipsLabel',
      defaultMessage: 'Memberships that end',
    },
    undoMemberships: { id: 'admin.users.undoMemberships', defaultMessage: 'Undo changes' },
    unsaved: {
      id: 'admin.users.unsaved',
      defaultMessage: 'There are changes that are not saved yet.',
    },
    searching: { id: 'admin.users.searching', defaultMessage: 'Searching…' },
    searchFailed: { id: 'admin.users.searchFailed', defaultMessage: 'Searching failed.' },
    noMatches: {
      id: 'admin.users.noMatches',
      defaultMessage: 'No board or school with that name (that is not in the list already).',
    },
    abilityRead: { id: 'admin.users.abilityRead', defaultMessage: 'reads' },
    abilityManage: { id: 'admin.users.abilityManage', defaultMessage: 'edits the content' },
    abilityAdmin: {
      id: 'admin.users.abilityAdmin',
      defaultMessage: 'edits the content, settings and users',
    },
    accountHeading: { id: 'admin.users.accountHeading', defaultMessage: 'Account' },
    password: { id: 'admin.users.password', defaultMessage: 'Password' },
    passwordSet: { id: 'admin.users.passwordSet', defaultMessage: 'Chosen' },
    passwordNotSet: {
      id: 'admin.users.passwordNotSet',
      defaultMessage: 'Not chosen yet: send the account invitation',
    },
    sendInvitation: { id: 'admin.users.sendInvitation', defaultMessage: 'Send account invitation' },
    sendInvitationPending: {
      id: 'admin.users.sendInvitationPending',
      defaultMessage: 'Sending the invitation…',
    },
    sendReset: { id: 'admin.users.sendReset', defaultMessage: 'Send password reset mail' },
    sendResetPending: {
      id: 'admin.users.sendResetPending',
      defaultMessage: 'Sending the reset mail…',
    },
    superAdmin: { id: 'admin.users.superAdmin', defaultMessage: 'Super admin' },
    superAdminYes: { id: 'admin.users.superAdminYes', defaultMessage: 'Yes' },
    superAdminNo: { id: 'admin.users.superAdminNo', defaultMessage: 'No' },
    grant: { id: 'admin.users.grant', defaultMessage: 'Make super admin' },
    grantTitle: { id: 'admin.users.grantTitle', defaultMessage: 'Make super admin' },
    grantEffect: {
      id: 'admin.users.grantEffect',
      defaultMessage:
        'Super admins manage every board, school, user and manual of Koers and may change any document.',
    },
    grantPending: { id: 'admin.users.grantPending', defaultMessage: 'Making super admin…' },
    revoke: { id: 'admin.users.revoke', defaultMessage: 'Take away super admin rights' },
    revokeTitle: {
      id: 'admin.users.revokeTitle',
      defaultMessage: 'Take away super admin rights',
    },
    revokeEffect: {
      id: 'admin.users.revokeEffect',
      defaultMessage:
        'They keep their account and their memberships, with the role in each, but no longer see the admin environment.',
    },
    revokePending: { id: 'admin.users.revokePending', defaultMessage: 'Taking away the rights…' },
    block: { id: 'admin.users.block', defaultMessage: 'Block' },
    blockTitle: { id: 'admin.users.blockTitle', defaultMessage: 'Block user' },
    blockEffect: {
      id: 'admin.users.blockEffect',
      defaultMessage:
        'They cannot log in until they are unblocked; login tells them the account is blocked. Their memberships and what they wrote stay.',
    },
    blockSubmit: { id: 'admin.users.blockSubmit', defaultMessage: 'Block user' },
    blockPending: { id: 'admin.users.blockPending', defaultMessage: 'Blocking…' },
    unblock: { id: 'admin.users.unblock', defaultMessage: 'Unblock' },
    unblockTitle: { id: 'admin.users.unblockTitle', defaultMessage: 'Unblock user' },
    unblockEffect: {
      id: 'admin.users.unblockEffect',
      defaultMessage: 'They can log in again with their password.',
    },
    unblockSubmit: { id: 'admin.users.unblockSubmit', defaultMessage: 'Unblock user' },
    unblockPending: { id: 'admin.users.unblockPending', defaultMessage: 'Unblocking…' },
    remove: { id: 'admin.users.remove', defaultMessage: 'Remove user' },
    ownAccount: {
      id: 'admin.users.ownAccount',
      defaultMessage:
        'This is your own account: blocking, removing it or taking away its super admin rights is for another super admin.',
    },
    removeTitle: { id: 'admin.users.removeTitle', defaultMessage: 'Remove user' },
    removeEffect: {
      id: 'admin.users.removeEffect',
      defaultMessage:
        'Their account, memberships and sessions are deleted; documents they wrote stay. This cannot be undone.',
    },
    removeNoMemberships: {
      id: 'admin.users.removeNoMemberships',
      defaultMessage: 'They are not a member of any board or school.',
    },
    removePending: { id: 'admin.users.removePending', defaultMessage: 'Removing user…' },
    sessionsHeading: { id: 'admin.users.sessionsHeading', defaultMessage: 'Sessions' },
    sessionsIntro: {
      id: 'admin.users.sessionsIntro',
      defaultMessage:
        'Where this user is logged in. "Last used" is approximate: a session reports when it gets new tokens, about every half hour while Koers is in use.',
    },
    sessionsEmpty: {
      id: 'admin.users.sessionsEmpty',
      defaultMessage: 'No active sessions: this user is not logged in anywhere.',
    },
    endAll: { id: 'admin.users.endAll', defaultMessage: 'End all sessions' },
    endAllPending: { id: 'admin.users.endAllPending', defaultMessage: 'Ending sessions…' },
    endEffect: {
      id: 'admin.users.endEffect',
      defaultMessage:
        'They are logged out there at their next action and can log in again; to stop that, block the user.',
    },
    endsYours: {
      id: 'admin.users.endsYours',
      defaultMessage: 'This includes the session you are using now: you are logged out too.',
    },
  }),
  // Messages with values use defineMessage<Values> so their arguments are typed.
  created: defineMessage<{ name: string }>({
    id: 'admin.users.created',
    defaultMessage: '{name} has been created',
  }),
  createdAndInvited: defineMessage<{ name: string; email: string }>({
    id: 'admin.users.createdAndInvited',
    defaultMessage: '{name} has been created; the account invitation was mailed to {email}',
  }),
  createdNotInvited: defineMessage<{ name: string; reason: string }>({
    id: 'admin.users.createdNotInvited',
    defaultMessage:
      '{name} has been created, but the invitation could not be sent: {reason} Send it from their page.',
  }),
  invitationSent: defineMessage<{ email: string }>({
    id: 'admin.users.invitationSent',
    defaultMessage: 'The account invitation was mailed to {email}',
  }),
  resetSent: defineMessage<{ email: string }>({
    id: 'admin.users.resetSent',
    defaultMessage: 'A password reset mail was sent to {email}',
  }),
  mailFailed: defineMessage<{ reason: string }>({
    id: 'admin.users.mailFailed',
    defaultMessage: 'The mail could not be sent: {reason}',
  }),
  roleOption: defineMessage<{ role: string; ability: string }>({
    id: 'admin.users.roleOption',
    defaultMessage: '{role} ({ability})',
  }),
  roleIn: defineMessage<{ name: string }>({
    id: 'admin.users.roleIn',
    defaultMessage: 'Role in {name}',
  }),
  removeMembership: defineMessage<{ name: string }>({
    id: 'admin.users.removeMembership',
    defaultMessage: 'Remove {name}',
  }),
  schoolOfBoard: defineMessage<{ board: string }>({
    id: 'admin.users.schoolOfBoard',
    defaultMessage: 'School of {board}',
  }),
  membershipsSaved: defineMessage<{ name: string }>({
    id: 'admin.users.membershipsSaved',
    defaultMessage: 'The memberships of {name} have been saved',
  }),
  blockedSince: defineMessage<{ date: string }>({
    id: 'admin.users.blockedSince',
    defaultMessage: 'Blocked since {date}',
  }),
  saveMembershipsQuestion: defineMessage<{ name: string; email: string }>({
    id: 'admin.users.saveMembershipsQuestion',
    defaultMessage: 'Do you want to save the memberships of {name} ({email})?',
  }),
  blockQuestion: defineMessage<{ name: string; email: string }>({
    id: 'admin.users.blockQuestion',
    defaultMessage: 'Do you want to block {name} ({email})?',
  }),
  blockSessions: defineMessage<{ count: number }>({
    id: 'admin.users.blockSessions',
    defaultMessage:
      '{count, plural, =0 {They have no active sessions.} one {Their active session ends at once.} other {Their # active sessions end at once.}}',
  }),
  unblockQuestion: defineMessage<{ name: string; email: string }>({
    id: 'admin.users.unblockQuestion',
    defaultMessage: 'Do you want to unblock {name} ({email})?',
  }),
  grantQuestion: defineMessage<{ name: string; email: string }>({
    id: 'admin.users.grantQuestion',
    defaultMessage: 'Do you want to make {name} ({email}) a super admin?',
  }),
  revokeQuestion: defineMessage<{ name: string; email: string }>({
    id: 'admin.users.revokeQuestion',
    defaultMessage: 'Do you want to take away the super admin rights of {name} ({email})?',
  }),
  removeQuestion: defineMessage<{ name: string; email: string }>({
    id: 'admin.users.removeQuestion',
    defaultMessage: 'Do you want to remove {name} ({email})?',
  }),
  removeMemberships: defineMessage<{ count: number }>({
    id: 'admin.users.removeMemberships',
    defaultMessage:
      '{count, plural, one {They lose their membership of:} other {They lose their # memberships of:}}',
  }),
  blockedToast: defineMessage<{ name: string }>({
    id: 'admin.users.blockedToast',
    defaultMessage: '{name} has been blocked',
  }),
  unblockedToast: defineMessage<{ name: string }>({
    id: 'admin.users.unblockedToast',
    defaultMessage: '{name} has been unblocked',
  }),
  grantedToast: defineMessage<{ name: string }>({
    id: 'admin.users.grantedToast',
    defaultMessage: '{name} is a super admin now',
  }),
  revokedToast: defineMessage<{ name: string }>({
    id: 'admin.users.revokedToast',
    defaultMessage: '{name} is no longer a super admin',
  }),
  removedToast: defineMessage<{ name: string }>({
    id: 'admin.users.removedToast',
    defaultMessage: '{name} has been removed',
  }),
  endSessionQuestion: defineMessage<{ name: string; browser: string; started: string }>({
    id: 'admin.users.endSessionQuestion',
    defaultMessage: 'Do you want to end the session of {name} in {browser}, started {started}?',
  }),
  endAllQuestion: defineMessage<{ name: string; count: number }>({
    id: 'admin.users.endAllQuestion',
    defaultMessage:
      '{count, plural, one {Do you want to end the session of {name}?} other {Do you want to end all # sessions of {name}?}}',
  }),
  sessionEndedToast: defineMessage<{ name: string }>({
    id: 'admin.users.sessionEndedToast',
    defaultMessage: 'A session of {name} has been ended',
  }),
  sessionsEndedToast: defineMessage<{ name: string }>({
    id: 'admin.users.sessionsEndedToast',
    defaultMessage: 'All sessions of {name} have been ended',
  }),
};
