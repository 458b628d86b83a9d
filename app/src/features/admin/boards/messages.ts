import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the admin's Besturen: the list's actions, the board's page and its dialogs. */
export const boardMessages = {
  ...defineMessages({
    add: { id: 'admin.boards.add', defaultMessage: 'New board' },
    intro: {
      id: 'admin.boards.intro',
      defaultMessage: 'Every board of Koers. Open a board to see its schools and members.',
    },
    actions: { id: 'admin.boards.actions', defaultMessage: 'Actions' },
    edit: { id: 'admin.boards.edit', defaultMessage: 'Edit' },
    remove: { id: 'admin.boards.remove', defaultMessage: 'Remove' },
    cancel: { id: 'admin.boards.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'admin.boards.closeDialog', defaultMessage: 'Close dialog' },
    createTitle: { id: 'admin.boards.createTitle', defaultMessage: 'New board' },
    editTitle: { id: 'admin.boards.editTitle', defaultMessage: 'Edit board' },
    authorityNumberHint: {
      id: 'admin.boards.authorityNumberHint',
      defaultMessage:
        'The bevoegd-gezagnummer of DUO: five digits, such as 41234. Leave it empty if the board has none yet.',
    },
    createSubmit: { id: 'admin.boards.createSubmit', defaultMessage: 'Create board' },
    createPending: { id: 'admin.boards.createPending', defaultMessage: 'Creating board…' },
    save: { id: 'admin.boards.save', defaultMessage: 'Save' },
    savePending: { id: 'admin.boards.savePending', defaultMessage: 'Saving…' },
    saved: { id: 'admin.boards.saved', defaultMessage: 'Saved' },
    removeTitle: { id: 'admin.boards.removeTitle', defaultMessage: 'Remove board' },
    removeSubmit: { id: 'admin.boards.removeSubmit', defaultMessage: 'Remove board' },
    removePending: { id: 'admin.boards.removePending', defaultMessage: 'Removing board…' },
    removeNoSchools: {
      id: 'admin.boards.removeNoSchools',
      defaultMessage: 'The board has no schools.',
    },
    removeNoMembers: {
      id: 'admin.boards.removeNoMembers',
      defaultMessage: 'The board has no members of its own.',
    },
    removeContent: {
      id: 'admin.boards.removeContent',
      defaultMessage:
        "The board's own documents, its social map and its open invitations are deleted. This cannot be undone.",
    },
    removeAdminsNote: {
      id: 'admin.boards.removeAdminsNote',
      defaultMessage:
        'A school whose administrators came only from the board has none afterwards: give it one under Users.',
    },
    impactFailed: {
      id: 'admin.boards.impactFailed',
      defaultMessage:
        'What belongs to this board could not be loaded, so it cannot be removed now. Try again.',
    },
    impactLoading: {
      id: 'admin.boards.impactLoading',
      defaultMessage: 'Looking up the schools and members of this board…',
    },
    backToList: { id: 'admin.boards.backToList', defaultMessage: 'All boards' },
    noAuthorityNumber: { id: 'admin.boards.noAuthorityNumber', defaultMessage: 'None yet' },
    schoolsHeading: { id: 'admin.boards.schoolsHeading', defaultMessage: 'Schools' },
    schoolsEmpty: {
      id: 'admin.boards.schoolsEmpty',
      defaultMessage: 'This board has no schools. Add one under Schools.',
    },
    membersHeading: { id: 'admin.boards.membersHeading', defaultMessage: 'Members' },
    membersIntro: {
      id: 'admin.boards.membersIntro',
      defaultMessage:
        'Members of the board, with the role they have in the board and in each of its schools.',
    },
    membersEmpty: {
      id: 'admin.boards.membersEmpty',
      defaultMessage: 'This board has no members of its own.',
    },
    memberName: { id: 'admin.boards.memberName', defaultMessage: 'Name' },
    memberEmail: { id: 'admin.boards.memberEmail', defaultMessage: 'Email' },
    memberRole: { id: 'admin.boards.memberRole', defaultMessage: 'Role' },
    notFound: {
      id: 'admin.boards.notFound',
      defaultMessage: 'This board does not exist (any more).',
    },
  }),
  // Messages with values use defineMessage<Values> so their arguments are typed.
  actionsFor: defineMessage<{ name: string }>({
    id: 'admin.boards.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  created: defineMessage<{ name: string }>({
    id: 'admin.boards.created',
    defaultMessage: '{name} has been created',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'admin.boards.removed',
    defaultMessage: '{name} has been removed',
  }),
  removeQuestion: defineMessage<{ name: string }>({
    id: 'admin.boards.removeQuestion',
    defaultMessage: 'Do you want to remove {name}?',
  }),
  removeSchools: defineMessage<{ count: number }>({
    id: 'admin.boards.removeSchools',
    defaultMessage:
      '{count, plural, one {Its school stays, without a board, with its own documents, school years and members:} other {Its # schools stay, without a board, each with its own documents, school years and members:}}',
  }),
  removeMembers: defineMessage<{ count: number }>({
    id: 'admin.boards.removeMembers',
    defaultMessage:
      '{count, plural, one {Its member loses access to the board and, through it, to its schools. The account and any other memberships stay:} other {Its # members lose access to the board and, through it, to its schools. Their accounts and other memberships stay:}}',
  }),
  andMore: defineMessage<{ count: number }>({
    id: 'admin.boards.andMore',
    defaultMessage: 'and {count, plural, one {# other} other {# others}}',
  }),
  schoolsCaption: defineMessage<{ name: string }>({
    id: 'admin.boards.schoolsCaption',
    defaultMessage: 'Schools of {name}',
  }),
  membersCaption: defineMessage<{ name: string }>({
    id: 'admin.boards.membersCaption',
    defaultMessage: 'Members of {name}',
  }),
};
