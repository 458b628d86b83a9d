import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the settings tab Gebruikers: members, their roles and the invitations. */
export const messages = {
  ...defineMessages({
    membersHeading: { id: 'settings.users.membersHeading', defaultMessage: 'Members' },
    invitesHeading: {
      id: 'settings.users.invitesHeading',
      defaultMessage: 'Invitations not accepted yet',
    },
    invitesEmpty: {
      id: 'settings.users.invitesEmpty',
      defaultMessage: 'There are no open invitations.',
    },
    invite: { id: 'settings.users.invite', defaultMessage: 'Invite people' },
    emails: { id: 'settings.users.emails', defaultMessage: 'Email addresses' },
    emailsHint: {
      id: 'settings.users.emailsHint',
      defaultMessage:
        'One or more addresses, separated by commas, spaces or new lines. Each address gets its own mail with a link that works for 7 days.',
    },
    role: { id: 'settings.users.roleField', defaultMessage: 'Role' },
    rolePlaceholder: { id: 'settings.users.rolePlaceholder', defaultMessage: 'Choose a role' },
    abilityRead: { id: 'settings.users.abilityRead', defaultMessage: 'reads' },
    abilityManage: { id: 'settings.users.abilityManage', defaultMessage: 'edits the content' },
    abilityAdmin: {
      id: 'settings.users.abilityAdmin',
      defaultMessage: 'edits the content, settings and users',
    },
    inviteSubmit: { id: 'settings.users.inviteSubmit', defaultMessage: 'Send invitations' },
    invitePending: { id: 'settings.users.invitePending', defaultMessage: 'Sending…' },
    email: { id: 'settings.users.emailColumn', defaultMessage: 'Email address' },
    invitedBy: { id: 'settings.users.invitedBy', defaultMessage: 'Invited by' },
    status: { id: 'settings.users.status', defaultMessage: 'Status' },
    actions: { id: 'settings.users.actions', defaultMessage: 'Actions' },
    resend: { id: 'settings.users.resend', defaultMessage: 'Send again' },
    withdraw: { id: 'settings.users.withdraw', defaultMessage: 'Withdraw' },
    withdrawTitle: { id: 'settings.users.withdrawTitle', defaultMessage: 'Withdraw invitation' },
    withdrawSubmit: {
      id: 'settings.users.withdrawSubmit',
      defaultMessage: 'Withdraw invitation',
    },
    withdrawPending: { id: 'settings.users.withdrawPending', defaultMessage: 'Withdrawing…' },
    changeRole: { id: 'settings.users.changeRole', defaultMessage: 'Change role' },
    saveRole: { id: 'settings.users.saveRole', defaultMessage: 'Save role' },
    savePending: { id: 'settings.users.savePending', defaultMessage: 'Saving…' },
    removeTitle: { id: 'settings.users.removeTitle', defaultMessage: 'Remove member' },
    removeSubmit: { id: 'settings.users.removeSubmit', defaultMessage: 'Remove' },
    removePending: { id: 'settings.users.removePending', defaultMessage: 'Removing…' },
    cancel: { id: 'settings.users.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'settings.users.closeDialog', defaultMessage: 'Close dialog' },
    you: { id: 'settings.users.you', defaultMessage: '(you)' },
    invitesFailed: {
      id: 'settings.users.invitesFailed',
      defaultMessage: 'The invitations could not be loaded.',
    },
    retry: { id: 'settings.users.retry', defaultMessage: 'Try again' },
  }),
  intro: defineMessage<{ context: string }>({
    id: 'settings.users.intro',
    defaultMessage:
      'Everyone listed here can open {context} in Koers, with what their role allows. Invite new colleagues by email.',
  }),
  boardMembers: defineMessage<{ board: string }>({
    id: 'settings.users.boardMembers',
    defaultMessage:
      'The members of {board} can open this school too. They are listed in the settings of the board.',
  }),
  roleOption: defineMessage<{ role: string; ability: string }>({
    id: 'settings.users.roleOption',
    defaultMessage: '{role} ({ability})',
  }),
  inviteTitle: defineMessage<{ context: string }>({
    id: 'settings.users.inviteTitle',
    defaultMessage: 'Invite people to {context}',
  }),
  invited: defineMessage<{ count: number; email: string }>({
    id: 'settings.users.invited',
    defaultMessage: '{count, plural, one {Invitation sent to {email}} other {# invitations sent}}',
  }),
  validUntil: defineMessage<{ date: string }>({
    id: 'settings.users.validUntil',
    defaultMessage: 'Valid until {date}',
  }),
  expiredOn: defineMessage<{ date: string }>({
    id: 'settings.users.expiredOn',
    defaultMessage: 'Expired on {date}',
  }),
  inviteActionsFor: defineMessage<{ email: string }>({
    id: 'settings.users.inviteActionsFor',
    defaultMessage: 'Actions for the invitation to {email}',
  }),
  resent: defineMessage<{ email: string }>({
    id: 'settings.users.resent',
    defaultMessage: 'Invitation sent again to {email}',
  }),
  resendFailed: defineMessage<{ email: string; reason: string }>({
    id: 'settings.users.resendFailed',
    defaultMessage: 'The invitation to {email} was not sent again: {reason}',
  }),
  withdrawQuestion: defineMessage<{ email: string }>({
    id: 'settings.users.withdrawQuestion',
    defaultMessage: 'Withdraw the invitation to {email}?',
  }),
  withdrawConsequence: defineMessage<{ email: string }>({
    id: 'settings.users.withdrawConsequence',
    defaultMessage:
      'The link in the mail stops working at once. You can invite {email} again later.',
  }),
  withdrawn: defineMessage<{ email: string }>({
    id: 'settings.users.withdrawn',
    defaultMessage: 'Invitation to {email} withdrawn',
  }),
  memberActionsFor: defineMessage<{ name: string }>({
    id: 'settings.users.memberActionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  removeFrom: defineMessage<{ context: string }>({
    id: 'settings.users.removeFrom',
    defaultMessage: 'Remove from {context}',
  }),
  changeRoleTitle: defineMessage<{ name: string }>({
    id: 'settings.users.changeRoleTitle',
    defaultMessage: 'Change the role of {name}',
  }),
  roleChanged: defineMessage<{ name: string; role: string }>({
    id: 'settings.users.roleChanged',
    defaultMessage: '{name} is now {role}',
  }),
  removeQuestion: defineMessage<{ name: string; context: string }>({
    id: 'settings.users.removeQuestion',
    defaultMessage: 'Remove {name} from {context}?',
  }),
  removeConsequence: defineMessage<{ name: string; context: string }>({
    id: 'settings.users.removeConsequence',
    defaultMessage:
      '{name} can no longer open {context} in Koers. Their account stays, with the other schools and boards they belong to.',
  }),
  removed: defineMessage<{ name: string; context: string }>({
    id: 'settings.users.removed',
    defaultMessage: '{name} removed from {context}',
  }),
};
