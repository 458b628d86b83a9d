import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the settings tab Sociale kaart: the social map's categories. */
export const messages = {
  ...defineMessages({
    intro: {
      id: 'settings.contactCategories.intro',
      defaultMessage:
        'The categories group the contacts on the social map. Everyone in this school or board sees them; you and the other managers keep them.',
    },
    add: { id: 'settings.contactCategories.add', defaultMessage: 'Add category' },
    addTitle: { id: 'settings.contactCategories.addTitle', defaultMessage: 'Add a category' },
    addPending: { id: 'settings.contactCategories.addPending', defaultMessage: 'Adding…' },
    name: { id: 'settings.contactCategories.name', defaultMessage: 'Name' },
    nameHint: {
      id: 'settings.contactCategories.nameHint',
      defaultMessage: 'For example GGD, Leerplicht or Wijkteam. Each name once.',
    },
    contacts: { id: 'settings.contactCategories.contacts', defaultMessage: 'Contacts' },
    actions: { id: 'settings.contactCategories.actions', defaultMessage: 'Actions' },
    rename: { id: 'settings.contactCategories.rename', defaultMessage: 'Rename' },
    renameTitle: {
      id: 'settings.contactCategories.renameTitle',
      defaultMessage: 'Rename category',
    },
    renamePending: { id: 'settings.contactCategories.renamePending', defaultMessage: 'Saving…' },
    save: { id: 'settings.contactCategories.save', defaultMessage: 'Save' },
    remove: { id: 'settings.contactCategories.remove', defaultMessage: 'Remove' },
    removeTitle: {
      id: 'settings.contactCategories.removeTitle',
      defaultMessage: 'Remove category',
    },
    removePending: { id: 'settings.contactCategories.removePending', defaultMessage: 'Removing…' },
    removeNoContacts: {
      id: 'settings.contactCategories.removeNoContacts',
      defaultMessage: 'No contacts are filed under it.',
    },
    destinationNone: {
      id: 'settings.contactCategories.destinationNone',
      defaultMessage: 'No category (they stay on the social map)',
    },
    destinationPlaceholder: {
      id: 'settings.contactCategories.destinationPlaceholder',
      defaultMessage: 'Choose where they go',
    },
    cancel: { id: 'settings.contactCategories.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'settings.contactCategories.closeDialog', defaultMessage: 'Close dialog' },
  }),
  actionsFor: defineMessage<{ name: string }>({
    id: 'settings.contactCategories.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  removeQuestion: defineMessage<{ name: string }>({
    id: 'settings.contactCategories.removeQuestion',
    defaultMessage: 'Remove the category “{name}”?',
  }),
  removeHasContacts: defineMessage<{ name: string; count: number }>({
    id: 'settings.contactCategories.removeHasContacts',
    defaultMessage:
      '{count, plural, one {One contact is} other {# contacts are}} filed under “{name}”. They stay on the social map: choose where they go.',
  }),
  destination: defineMessage<{ count: number }>({
    id: 'settings.contactCategories.destination',
    defaultMessage: 'Move {count, plural, one {the contact} other {the # contacts}} to',
  }),
  added: defineMessage<{ name: string }>({
    id: 'settings.contactCategories.added',
    defaultMessage: 'Category “{name}” added',
  }),
  renamed: defineMessage<{ name: string }>({
    id: 'settings.contactCategories.renamed',
    defaultMessage: 'Saved: the category is now called “{name}”',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'settings.contactCategories.removed',
    defaultMessage: 'Category “{name}” removed',
  }),
};
