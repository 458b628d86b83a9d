import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the admin's Handleidingen: the list, the order, a manual's page and its dialogs. */
export const manualMessages = {
  ...defineMessages({
    intro: {
      id: 'admin.manual.intro',
      defaultMessage:
        'The manuals every user reads under Manuals, in the order shown there. Open a manual to change it.',
    },
    add: { id: 'admin.manual.add', defaultMessage: 'New manual' },
    reorder: { id: 'admin.manual.reorder', defaultMessage: 'Change order' },
    actions: { id: 'admin.manual.actions', defaultMessage: 'Actions' },
    edit: { id: 'admin.manual.edit', defaultMessage: 'Edit' },
    remove: { id: 'admin.manual.remove', defaultMessage: 'Remove' },
    closeDialog: { id: 'admin.manual.closeDialog', defaultMessage: 'Close dialog' },
    changed: { id: 'admin.manual.changed', defaultMessage: 'Changed' },
    reorderTitle: { id: 'admin.manual.reorderTitle', defaultMessage: 'Order of the manuals' },
    reorderIntro: {
      id: 'admin.manual.reorderIntro',
      defaultMessage:
        'Users see the manuals in this order. Drag a manual, or use its arrow buttons; each move is saved at once.',
    },
    reorderLoading: { id: 'admin.manual.reorderLoading', defaultMessage: 'Loading the manuals…' },
    reorderFailed: {
      id: 'admin.manual.reorderFailed',
      defaultMessage: 'The new order could not be saved',
    },
    listLabel: { id: 'admin.manual.listLabel', defaultMessage: 'Manuals in order' },
    done: { id: 'admin.manual.done', defaultMessage: 'Done' },
    backToList: { id: 'admin.manual.backToList', defaultMessage: 'All manuals' },
    newTitle: { id: 'admin.manual.newTitle', defaultMessage: 'New manual' },
    editTitle: { id: 'admin.manual.editTitle', defaultMessage: 'Edit manual' },
    description: { id: 'admin.manual.description', defaultMessage: 'Description' },
    descriptionHint: {
      id: 'admin.manual.descriptionHint',
      defaultMessage: 'One or two sentences, shown under the title.',
    },
    video: { id: 'admin.manual.video', defaultMessage: 'Video (YouTube or Vimeo)' },
    videoHint: {
      id: 'admin.manual.videoHint',
      defaultMessage:
        'The address of the video, such as https://www.youtube.com/watch?v=… or https://vimeo.com/…. It plays without cookies (YouTube) or tracking (Vimeo). Leave it empty for no video.',
    },
    videoInvalid: {
      id: 'admin.manual.videoInvalid',
      defaultMessage:
        'Give the address of a YouTube or Vimeo video, such as https://www.youtube.com/watch?v=… or https://vimeo.com/…. Other sites are not allowed.',
    },
    titleRequired: { id: 'admin.manual.titleRequired', defaultMessage: 'Give the manual a title.' },
    body: { id: 'admin.manual.body', defaultMessage: 'Text of the manual' },
    bodyLoading: { id: 'admin.manual.bodyLoading', defaultMessage: 'Loading the editor…' },
    createSubmit: { id: 'admin.manual.createSubmit', defaultMessage: 'Create manual' },
    createPending: { id: 'admin.manual.createPending', defaultMessage: 'Creating manual…' },
    save: { id: 'admin.manual.save', defaultMessage: 'Save' },
    savePending: { id: 'admin.manual.savePending', defaultMessage: 'Saving…' },
    saved: { id: 'admin.manual.saved', defaultMessage: 'Saved' },
    notFound: {
      id: 'admin.manual.notFound',
      defaultMessage: 'This manual does not exist (any more).',
    },
    removeTitle: { id: 'admin.manual.removeTitle', defaultMessage: 'Remove manual' },
    removeConsequence: {
      id: 'admin.manual.removeConsequence',
      defaultMessage:
        'Users no longer find it under Manuals. Its text and video address are deleted; this cannot be undone.',
    },
    removeSubmit: { id: 'admin.manual.removeSubmit', defaultMessage: 'Remove manual' },
    removePending: { id: 'admin.manual.removePending', defaultMessage: 'Removing manual…' },
    leaveTitle: { id: 'admin.manual.leaveTitle', defaultMessage: 'Leave without saving?' },
    leaveText: {
      id: 'admin.manual.leaveText',
      defaultMessage: 'Your changes to this manual have not been saved.',
    },
    leaveStay: { id: 'admin.manual.leaveStay', defaultMessage: 'Stay' },
    leaveGo: { id: 'admin.manual.leaveGo', defaultMessage: 'Leave without saving' },
  }),
  // Messages with values use defineMessage<Values> so their arguments are typed.
  actionsFor: defineMessage<{ name: string }>({
    id: 'admin.manual.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  created: defineMessage<{ name: string }>({
    id: 'admin.manual.created',
    defaultMessage: '{name} has been created',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'admin.manual.removed',
    defaultMessage: '{name} has been removed',
  }),
  removeQuestion: defineMessage<{ name: string }>({
    id: 'admin.manual.removeQuestion',
    defaultMessage: 'Do you want to remove the manual “{name}”?',
  }),
  drag: defineMessage<{ name: string }>({
    id: 'admin.manual.drag',
    defaultMessage: 'Drag {name}',
  }),
  moveUp: defineMessage<{ name: string }>({
    id: 'admin.manual.moveUp',
    defaultMessage: 'Move {name} up',
  }),
  moveDown: defineMessage<{ name: string }>({
    id: 'admin.manual.moveDown',
    defaultMessage: 'Move {name} down',
  }),
  moved: defineMessage<{ name: string; position: number; total: number }>({
    id: 'admin.manual.moved',
    defaultMessage: '{name} is now number {position} of {total}',
  }),
};
