import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the admin's Scholen: the list's actions and the create, edit, move and remove dialogs. */
export const schoolMessages = {
  ...defineMessages({
    add: { id: 'admin.schools.add', defaultMessage: 'New school' },
    intro: {
      id: 'admin.schools.intro',
      defaultMessage: 'Every school of Koers, with its board or without one.',
    },
    actions: { id: 'admin.schools.actions', defaultMessage: 'Actions' },
    edit: { id: 'admin.schools.edit', defaultMessage: 'Edit' },
    move: { id: 'admin.schools.move', defaultMessage: 'Move to another board' },
    remove: { id: 'admin.schools.remove', defaultMessage: 'Remove' },
    cancel: { id: 'admin.schools.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'admin.schools.closeDialog', defaultMessage: 'Close dialog' },
    createTitle: { id: 'admin.schools.createTitle', defaultMessage: 'New school' },
    editTitle: { id: 'admin.schools.editTitle', defaultMessage: 'Edit school' },
    brinHint: {
      id: 'admin.schools.brinHint',
      defaultMessage:
        'Two digits and two capital letters, such as 12AB. Leave it empty if the school has none.',
    },
    boardHint: {
      id: 'admin.schools.boardHint',
      defaultMessage:
        'The members of the board also work in the school, with their role in the board.',
    },
    noBoard: { id: 'admin.schools.noBoard', defaultMessage: 'No board' },
    boardsLoading: { id: 'admin.schools.boardsLoading', defaultMessage: 'Loading the boards…' },
    boardsFailed: {
      id: 'admin.schools.boardsFailed',
      defaultMessage: 'The boards could not be loaded.',
    },
    calendarLabel: {
      id: 'admin.schools.calendarLabel',
      defaultMessage: 'The school keeps a yearly calendar',
    },
    calendarHint: {
      id: 'admin.schools.calendarHint',
      defaultMessage: 'Its members then see the Yearly calendar page, and the school lands there.',
    },
    createSubmit: { id: 'admin.schools.createSubmit', defaultMessage: 'Create school' },
    createPending: { id: 'admin.schools.createPending', defaultMessage: 'Creating school…' },
    save: { id: 'admin.schools.save', defaultMessage: 'Save' },
    savePending: { id: 'admin.schools.savePending', defaultMessage: 'Saving…' },
    saved: { id: 'admin.schools.saved', defaultMessage: 'Saved' },
    moveTitle: { id: 'admin.schools.moveTitle', defaultMessage: 'Move school' },
    moveTo: { id: 'admin.schools.moveTo', defaultMessage: 'New board' },
    moveChoose: { id: 'admin.schools.moveChoose', defaultMessage: 'Choose a board' },
    moveGoesAlong: {
      id: 'admin.schools.moveGoesAlong',
      defaultMessage:
        'Its documents, school years, yearly calendar, social map and its own members go along.',
    },
    moveSubmit: { id: 'admin.schools.moveSubmit', defaultMessage: 'Move school' },
    movePending: { id: 'admin.schools.movePending', defaultMessage: 'Moving school…' },
    accessLoading: {
      id: 'admin.schools.accessLoading',
      defaultMessage: 'Looking up who reaches the school through the boards…',
    },
    accessFailed: {
      id: 'admin.schools.accessFailed',
      defaultMessage:
        'Who reaches the school through the boards could not be looked up, so it cannot be moved now. Try again.',
    },
    removeTitle: { id: 'admin.schools.removeTitle', defaultMessage: 'Remove school' },
    removeSubmit: { id: 'admin.schools.removeSubmit', defaultMessage: 'Remove school' },
    removePending: { id: 'admin.schools.removePending', defaultMessage: 'Removing school…' },
    removeNoDocuments: {
      id: 'admin.schools.removeNoDocuments',
      defaultMessage: 'The school has no documents.',
    },
    removeNoMembers: {
      id: 'admin.schools.removeNoMembers',
      defaultMessage: 'The school has no members of its own.',
    },
    removeContent: {
      id: 'admin.schools.removeContent',
      defaultMessage:
        'Its school years, yearly calendar, social map, applications and open invitations are deleted too. This cannot be undone.',
    },
    impactLoading: {
      id: 'admin.schools.impactLoading',
      defaultMessage: 'Looking up the documents and members of this school…',
    },
    impactFailed: {
      id: 'admin.schools.impactFailed',
      defaultMessage:
        'What belongs to this school could not be loaded, so it cannot be removed now. Try again.',
    },
    documentsLabel: { id: 'admin.schools.documentsLabel', defaultMessage: 'Documents' },
    membersLabel: { id: 'admin.schools.membersLabel', defaultMessage: 'Members' },
  }),
  actionsFor: defineMessage<{ name: string }>({
    id: 'admin.schools.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  created: defineMessage<{ name: string }>({
    id: 'admin.schools.created',
    defaultMessage: '{name} has been created',
  }),
  moved: defineMessage<{ name: string; board: string }>({
    id: 'admin.schools.moved',
    defaultMessage: '{name} now belongs to {board}',
  }),
  movedOut: defineMessage<{ name: string }>({
    id: 'admin.schools.movedOut',
    defaultMessage: '{name} now has no board',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'admin.schools.removed',
    defaultMessage: '{name} has been removed',
  }),
  currentBoard: defineMessage<{ board: string }>({
    id: 'admin.schools.currentBoard',
    defaultMessage: 'Now: {board}',
  }),
  moveQuestion: defineMessage<{ name: string; from: string; to: string }>({
    id: 'admin.schools.moveQuestion',
    defaultMessage: '{name} moves from {from} to {to}.',
  }),
  moveLoses: defineMessage<{ count: number; board: string; name: string }>({
    id: 'admin.schools.moveLoses',
    defaultMessage:
      '{count, plural, =0 {{board} has no members of its own, so nobody loses access.} one {The # member of {board} loses access to {name}, unless they are also a member of the school itself.} other {The # members of {board} lose access to {name}, unless they are also members of the school itself.}}',
  }),
  moveGains: defineMessage<{ count: number; board: string; name: string }>({
    id: 'admin.schools.moveGains',
    defaultMessage:
      '{count, plural, =0 {{board} has no members of its own, so nobody gains access.} one {The # member of {board} gets access to {name}, with their role in the board.} other {The # members of {board} get access to {name}, with their role in the board.}}',
  }),
  removeQuestion: defineMessage<{ name: string }>({
    id: 'admin.schools.removeQuestion',
    defaultMessage: 'Do you want to remove {name}?',
  }),
  removeDocuments: defineMessage<{ count: number }>({
    id: 'admin.schools.removeDocuments',
    defaultMessage:
      '{count, plural, one {Its document is deleted:} other {Its # documents are deleted:}}',
  }),
  removeMembers: defineMessage<{ count: number }>({
    id: 'admin.schools.removeMembers',
    defaultMessage:
      '{count, plural, one {Its member loses access to the school. The account and any other memberships stay:} other {Its # members lose access to the school. Their accounts and other memberships stay:}}',
  }),
  removeBoardMembers: defineMessage<{ board: string }>({
    id: 'admin.schools.removeBoardMembers',
    defaultMessage: 'Members of {board} keep the board; only this school goes.',
  }),
  andMore: defineMessage<{ count: number }>({
    id: 'admin.schools.andMore',
    defaultMessage: 'and {count, plural, one {# other} other {# others}}',
  }),
};
