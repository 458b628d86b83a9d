import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the Schooljaren tab's forms and dialogs. */
export const messages = {
  ...defineMessages({
    add: { id: 'settings.periods.add', defaultMessage: 'New school year' },
    addTitle: { id: 'settings.periods.addTitle', defaultMessage: 'New school year' },
    carryHint: {
      id: 'settings.periods.carryHint',
      defaultMessage:
        'Each one you tick is copied with its content into the new school year; a school year in its name becomes the new one. The documents of the earlier year stay as they are.',
    },
    editTitle: { id: 'settings.periods.editTitle', defaultMessage: 'Change school year' },
    name: { id: 'settings.periods.field.name', defaultMessage: 'Name' },
    nameHint: {
      id: 'settings.periods.field.nameHint',
      defaultMessage: 'As it shows in the school-year selector, e.g. Schooljaar 2026-2027.',
    },
    dates: { id: 'settings.periods.field.dates', defaultMessage: 'Runs from – to' },
    datesHint: {
      id: 'settings.periods.field.datesHint',
      defaultMessage:
        'The first and the last day, both included. School years of a school may not overlap.',
    },
    cancel: { id: 'settings.periods.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'settings.periods.close', defaultMessage: 'Close' },
    save: { id: 'settings.periods.save', defaultMessage: 'Save' },
    savePending: { id: 'settings.periods.savePending', defaultMessage: 'Saving the school year' },
    actions: { id: 'settings.periods.actions', defaultMessage: 'Actions' },
    edit: { id: 'settings.periods.edit', defaultMessage: 'Change' },
    remove: { id: 'settings.periods.remove', defaultMessage: 'Remove' },
    removeTitle: { id: 'settings.periods.removeTitle', defaultMessage: 'Remove school year' },
    removeSubmit: { id: 'settings.periods.removeSubmit', defaultMessage: 'Remove' },
    removePending: {
      id: 'settings.periods.removePending',
      defaultMessage: 'Removing the school year',
    },
    removeNoDocuments: {
      id: 'settings.periods.removeNoDocuments',
      defaultMessage: 'It has no documents. This cannot be undone.',
    },
    documentsChoice: {
      id: 'settings.periods.documentsChoice',
      defaultMessage: 'What happens to its documents?',
    },
    documentsChoicePlaceholder: {
      id: 'settings.periods.documentsChoicePlaceholder',
      defaultMessage: 'Choose',
    },
    deleteDocuments: {
      id: 'settings.periods.deleteDocuments',
      defaultMessage: 'Delete them with the school year',
    },
    deleteDocumentsWarning: {
      id: 'settings.periods.deleteDocumentsWarning',
      defaultMessage: 'Deleted documents and their content cannot be brought back.',
    },
  }),
  carryLegend: defineMessage<{ name: string }>({
    id: 'settings.periods.carryLegend',
    defaultMessage: 'Carry documents of {name} over',
  }),
  actionsFor: defineMessage<{ name: string }>({
    id: 'settings.periods.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  added: defineMessage<{ name: string }>({
    id: 'settings.periods.added',
    defaultMessage: '{name} has been added.',
  }),
  saved: defineMessage<{ name: string }>({
    id: 'settings.periods.saved',
    defaultMessage: '{name} has been saved.',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'settings.periods.removed',
    defaultMessage: '{name} has been removed.',
  }),
  removeQuestion: defineMessage<{ name: string }>({
    id: 'settings.periods.removeQuestion',
    defaultMessage: 'Are you sure you want to remove ‘{name}’?',
  }),
  hasDocuments: defineMessage<{ count: number; names: string }>({
    id: 'settings.periods.hasDocuments',
    defaultMessage:
      '{count, plural, one {It has one document} other {It has # documents}}: {names}.',
  }),
  moveDocuments: defineMessage<{ name: string }>({
    id: 'settings.periods.moveDocuments',
    defaultMessage: 'Move them to {name}',
  }),
};
