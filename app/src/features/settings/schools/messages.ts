import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the Scholen tab's dialogs. */
export const messages = {
  ...defineMessages({
    add: { id: 'settings.schools.add', defaultMessage: 'Add school' },
    addTitle: { id: 'settings.schools.addTitle', defaultMessage: 'Add school' },
    editTitle: { id: 'settings.schools.editTitle', defaultMessage: 'Change school' },
    name: { id: 'settings.schools.name', defaultMessage: 'Name' },
    brinNumber: { id: 'settings.schools.brinNumber', defaultMessage: 'BRIN number' },
    brinHint: {
      id: 'settings.schools.brinHint',
      defaultMessage:
        'Two digits and two capital letters, such as 12AB. Afterwards only a Koers administrator can change it.',
    },
    brinReadOnly: {
      id: 'settings.schools.brinReadOnly',
      defaultMessage: 'Only a Koers administrator can change the BRIN number.',
    },
    notSet: { id: 'settings.schools.notSet', defaultMessage: 'Not filled in' },
    calendar: {
      id: 'settings.schools.calendar',
      defaultMessage: 'This school keeps a yearly calendar',
    },
    cancel: { id: 'settings.schools.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'settings.schools.close', defaultMessage: 'Close' },
    save: { id: 'settings.schools.save', defaultMessage: 'Save' },
    savePending: { id: 'settings.schools.savePending', defaultMessage: 'Saving the school' },
    actions: { id: 'settings.schools.actions', defaultMessage: 'Actions' },
    edit: { id: 'settings.schools.edit', defaultMessage: 'Change' },
    remove: { id: 'settings.schools.remove', defaultMessage: 'Remove' },
    removeTitle: { id: 'settings.schools.removeTitle', defaultMessage: 'Remove school' },
    removeSubmit: { id: 'settings.schools.removeSubmit', defaultMessage: 'Remove school' },
    removePending: { id: 'settings.schools.removePending', defaultMessage: 'Removing the school' },
    removeGoes: {
      id: 'settings.schools.removeGoes',
      defaultMessage: 'Everything of the school goes with it:',
    },
    removeNothing: {
      id: 'settings.schools.removeNothing',
      defaultMessage: 'The school has no documents, calendar, contacts, school years or members.',
    },
    removeFinal: {
      id: 'settings.schools.removeFinal',
      defaultMessage: 'This cannot be undone.',
    },
    contentsLoading: {
      id: 'settings.schools.contentsLoading',
      defaultMessage: 'Counting what belongs to the school…',
    },
  }),
  actionsFor: defineMessage<{ name: string }>({
    id: 'settings.schools.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  added: defineMessage<{ name: string }>({
    id: 'settings.schools.added',
    defaultMessage: '{name} has been added.',
  }),
  saved: defineMessage<{ name: string }>({
    id: 'settings.schools.saved',
    defaultMessage: '{name} has been saved.',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'settings.schools.removed',
    defaultMessage: '{name} has been removed.',
  }),
  removeQuestion: defineMessage<{ name: string }>({
    id: 'settings.schools.removeQuestion',
    defaultMessage: 'Are you sure you want to remove ‘{name}’?',
  }),
  documents: defineMessage<{ count: number }>({
    id: 'settings.schools.count.documents',
    defaultMessage: '{count, plural, one {# document} other {# documents}}',
  }),
  events: defineMessage<{ count: number }>({
    id: 'settings.schools.count.events',
    defaultMessage: '{count, plural, one {# event} other {# events}} in the yearly calendar',
  }),
  contacts: defineMessage<{ count: number }>({
    id: 'settings.schools.count.contacts',
    defaultMessage: '{count, plural, one {# contact} other {# contacts}} of the social map',
  }),
  periods: defineMessage<{ count: number }>({
    id: 'settings.schools.count.periods',
    defaultMessage: '{count, plural, one {# school year} other {# school years}}',
  }),
  members: defineMessage<{ count: number }>({
    id: 'settings.schools.count.members',
    defaultMessage:
      '{count, plural, one {the membership of # person} other {the memberships of # people}} (their accounts stay)',
  }),
};
