import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the settings tab Applicatie-kiezer: the school's linked applications. */
export const messages = {
  ...defineMessages({
    intro: {
      id: 'settings.applications.intro',
      defaultMessage:
        'The applications the header links to: one icon button per type, and the others in the application chooser, in this order.',
    },
    add: { id: 'settings.applications.add', defaultMessage: 'Add application' },
    addTitle: { id: 'settings.applications.addTitle', defaultMessage: 'Add an application' },
    addPending: { id: 'settings.applications.addPending', defaultMessage: 'Adding…' },
    editTitle: { id: 'settings.applications.editTitle', defaultMessage: 'Change application' },
    save: { id: 'settings.applications.save', defaultMessage: 'Save' },
    savePending: { id: 'settings.applications.savePending', defaultMessage: 'Saving…' },
    name: { id: 'settings.applications.name', defaultMessage: 'Name' },
    nameHint: {
      id: 'settings.applications.nameHint',
      defaultMessage: 'As your colleagues know it, for example Parnassys or Basispoort.',
    },
    url: { id: 'settings.applications.url', defaultMessage: 'Web address' },
    urlHint: {
      id: 'settings.applications.urlHint',
      defaultMessage: 'The address that opens the application, starting with https://.',
    },
    type: { id: 'settings.applications.type', defaultMessage: 'Where it appears' },
    typeHint: {
      id: 'settings.applications.typeHint',
      defaultMessage:
        'The header has an icon button for each of these types; applications without a type are in the application chooser.',
    },
    edit: { id: 'settings.applications.edit', defaultMessage: 'Change' },
    remove: { id: 'settings.applications.remove', defaultMessage: 'Remove' },
    removeTitle: { id: 'settings.applications.removeTitle', defaultMessage: 'Remove application' },
    removePending: { id: 'settings.applications.removePending', defaultMessage: 'Removing…' },
    cancel: { id: 'settings.applications.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'settings.applications.closeDialog', defaultMessage: 'Close dialog' },
    listLabel: {
      id: 'settings.applications.listLabel',
      defaultMessage: 'Linked applications, in the order of the header',
    },
    listHint: {
      id: 'settings.applications.listHint',
      defaultMessage:
        'Change the order with the arrow buttons, or drag an application by its handle (with the keyboard: Enter on the handle, arrow keys, Enter).',
    },
    readOnly: {
      id: 'settings.applications.readOnly',
      defaultMessage:
        'Only the managers and administrators of this school can change these applications.',
    },
    reorderFailed: {
      id: 'settings.applications.reorderFailed',
      defaultMessage: 'The new order was not saved.',
    },
  }),
  typeOption: defineMessage<{ type: string }>({
    id: 'settings.applications.typeOption',
    defaultMessage: 'Icon button: {type}',
  }),
  editNamed: defineMessage<{ name: string }>({
    id: 'settings.applications.editNamed',
    defaultMessage: 'Change {name}',
  }),
  removeNamed: defineMessage<{ name: string }>({
    id: 'settings.applications.removeNamed',
    defaultMessage: 'Remove {name}',
  }),
  added: defineMessage<{ name: string }>({
    id: 'settings.applications.added',
    defaultMessage: '{name} added',
  }),
  saved: defineMessage<{ name: string }>({
    id: 'settings.applications.saved',
    defaultMessage: '{name} saved',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'settings.applications.removed',
    defaultMessage: '{name} removed',
  }),
  removeQuestion: defineMessage<{ name: string }>({
    id: 'settings.applications.removeQuestion',
    defaultMessage: 'Remove {name}?',
  }),
  removeConsequence: defineMessage<{ name: string }>({
    id: 'settings.applications.removeConsequence',
    defaultMessage:
      'The header and the application chooser no longer link to {name} for anyone in this school. The application itself is not affected.',
  }),
  drag: defineMessage<{ name: string }>({
    id: 'settings.applications.drag',
    defaultMessage: 'Drag {name}',
  }),
  moveUp: defineMessage<{ name: string }>({
    id: 'settings.applications.moveUp',
    defaultMessage: 'Move {name} up',
  }),
  moveDown: defineMessage<{ name: string }>({
    id: 'settings.applications.moveDown',
    defaultMessage: 'Move {name} down',
  }),
  moved: defineMessage<{ name: string; position: number; total: number }>({
    id: 'settings.applications.moved',
    defaultMessage: '{name} is now at position {position} of {total}.',
  }),
};
