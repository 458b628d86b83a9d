import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the social map in edit mode: adding, changing and removing contacts. */
export const editMessages = {
  ...defineMessages({
    add: { id: 'contacts.edit.add', defaultMessage: 'Add contact' },
    addTitle: { id: 'contacts.edit.addTitle', defaultMessage: 'Add a contact' },
    addPending: { id: 'contacts.edit.addPending', defaultMessage: 'Adding…' },
    editTitle: { id: 'contacts.edit.editTitle', defaultMessage: 'Change contact' },
    save: { id: 'contacts.edit.save', defaultMessage: 'Save' },
    savePending: { id: 'contacts.edit.savePending', defaultMessage: 'Saving…' },
    cancel: { id: 'contacts.edit.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'contacts.edit.closeDialog', defaultMessage: 'Close dialog' },
    actions: { id: 'contacts.edit.actions', defaultMessage: 'Actions' },
    change: { id: 'contacts.edit.change', defaultMessage: 'Change' },
    remove: { id: 'contacts.edit.remove', defaultMessage: 'Remove' },
    removeTitle: { id: 'contacts.edit.removeTitle', defaultMessage: 'Remove contact' },
    removePending: { id: 'contacts.edit.removePending', defaultMessage: 'Removing…' },
    removeChecking: {
      id: 'contacts.edit.removeChecking',
      defaultMessage: 'Checking which documents name this contact…',
    },
    removeCheckFailed: {
      id: 'contacts.edit.removeCheckFailed',
      defaultMessage:
        'Could not check which documents name this contact. If any do, removing it will ask again.',
    },
    removeNoDocuments: {
      id: 'contacts.edit.removeNoDocuments',
      defaultMessage: 'No document names this contact.',
    },
    removeKeep: {
      id: 'contacts.edit.removeKeep',
      defaultMessage:
        'Those documents keep the details they show now; they are no longer linked to the social map.',
    },
    fieldName: { id: 'contacts.edit.field.name', defaultMessage: 'Name' },
    fieldNameHint: {
      id: 'contacts.edit.field.nameHint',
      defaultMessage: 'A person, or an organisation or desk to contact.',
    },
    fieldFunction: { id: 'contacts.edit.field.function', defaultMessage: 'Function' },
    fieldOrganisation: { id: 'contacts.edit.field.organisation', defaultMessage: 'Organisation' },
    fieldCategory: { id: 'contacts.edit.field.category', defaultMessage: 'Category' },
    noCategory: { id: 'contacts.edit.field.noCategory', defaultMessage: 'No category' },
    fieldPhone: { id: 'contacts.edit.field.phone', defaultMessage: 'Phone' },
    fieldPhoneHint: {
      id: 'contacts.edit.field.phoneHint',
      defaultMessage: 'For example 0344 612 300 or +31 344 612 300.',
    },
    fieldEmail: { id: 'contacts.edit.field.email', defaultMessage: 'Email' },
    fieldWebsite: { id: 'contacts.edit.field.website', defaultMessage: 'Website' },
    fieldWebsiteHint: {
      id: 'contacts.edit.field.websiteHint',
      defaultMessage: 'For example www.ggd.nl; https:// is added when it is left out.',
    },
    fieldAddress: { id: 'contacts.edit.field.address', defaultMessage: 'Address' },
    fieldNotes: { id: 'contacts.edit.field.notes', defaultMessage: 'Notes' },
    moreAddress: { id: 'contacts.more.address', defaultMessage: 'Address' },
    moreNotes: { id: 'contacts.more.notes', defaultMessage: 'Notes' },
    moreBoth: { id: 'contacts.more.both', defaultMessage: 'Address and notes' },
    fieldNotesHint: {
      id: 'contacts.edit.field.notesHint',
      defaultMessage: 'Visible to everyone who reads the social map.',
    },
  }),
  actionsFor: defineMessage<{ name: string }>({
    id: 'contacts.edit.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  added: defineMessage<{ name: string }>({
    id: 'contacts.edit.added',
    defaultMessage: '{name} added to the social map',
  }),
  saved: defineMessage<{ name: string }>({
    id: 'contacts.edit.saved',
    defaultMessage: 'Saved: {name}',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'contacts.edit.removed',
    defaultMessage: '{name} removed from the social map',
  }),
  removeQuestion: defineMessage<{ name: string }>({
    id: 'contacts.edit.removeQuestion',
    defaultMessage: 'Remove “{name}” from the social map?',
  }),
  removeInDocuments: defineMessage<{ name: string; count: number }>({
    id: 'contacts.edit.removeInDocuments',
    defaultMessage:
      '“{name}” is in the contact block of {count, plural, one {this document} other {these # documents}}:',
  }),
};
