import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the settings tab Jaarkalender: the calendar's categories and its subscription link. */
export const messages = {
  ...defineMessages({
    categoriesHeading: {
      id: 'settings.calendarTab.categoriesHeading',
      defaultMessage: 'Categories',
    },
    intro: {
      id: 'settings.calendarTab.intro',
      defaultMessage:
        'Categories mark the events in the yearly calendar with a colour, a pattern and their name. Everyone in this school sees them; you and the other managers keep them.',
    },
    add: { id: 'settings.calendarTab.add', defaultMessage: 'Add category' },
    addTitle: { id: 'settings.calendarTab.addTitle', defaultMessage: 'Add a category' },
    addPending: { id: 'settings.calendarTab.addPending', defaultMessage: 'Adding…' },
    editTitle: { id: 'settings.calendarTab.editTitle', defaultMessage: 'Edit category' },
    edit: { id: 'settings.calendarTab.edit', defaultMessage: 'Edit' },
    save: { id: 'settings.calendarTab.save', defaultMessage: 'Save' },
    savePending: { id: 'settings.calendarTab.savePending', defaultMessage: 'Saving…' },
    name: { id: 'settings.calendarTab.name', defaultMessage: 'Name' },
    nameHint: {
      id: 'settings.calendarTab.nameHint',
      defaultMessage: 'For example Holidays, Study days or Parents. Each name once.',
    },
    colour: { id: 'settings.calendarTab.colour', defaultMessage: 'Colour' },
    colourHint: {
      id: 'settings.calendarTab.colourHint',
      defaultMessage:
        'Each colour stands out against the page and has a pattern of its own, so the categories differ also for those who do not see colours well.',
    },
    actions: { id: 'settings.calendarTab.actions', defaultMessage: 'Actions' },
    remove: { id: 'settings.calendarTab.remove', defaultMessage: 'Remove' },
    removeTitle: { id: 'settings.calendarTab.removeTitle', defaultMessage: 'Remove category' },
    removeConsequence: {
      id: 'settings.calendarTab.removeConsequence',
      defaultMessage: 'Its events stay in the calendar, without a category.',
    },
    removePending: { id: 'settings.calendarTab.removePending', defaultMessage: 'Removing…' },
    cancel: { id: 'settings.calendarTab.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'settings.calendarTab.closeDialog', defaultMessage: 'Close dialog' },
    feedHeading: { id: 'settings.calendarTab.feedHeading', defaultMessage: 'Subscription link' },
    feedIntro: {
      id: 'settings.calendarTab.feedIntro',
      defaultMessage:
        'With this link, parents and colleagues see the yearly calendar in Outlook, Google Calendar or their phone, and it stays up to date.',
    },
    copy: { id: 'settings.calendarTab.copy', defaultMessage: 'Copy link' },
    copied: { id: 'settings.calendarTab.copied', defaultMessage: 'Link copied' },
    copyFailed: {
      id: 'settings.calendarTab.copyFailed',
      defaultMessage: 'The link could not be copied. Select it in the field and copy it yourself.',
    },
    newLink: { id: 'settings.calendarTab.newLink', defaultMessage: 'Make a new link' },
    newLinkTitle: {
      id: 'settings.calendarTab.newLinkTitle',
      defaultMessage: 'Make a new subscription link?',
    },
    newLinkConsequence: {
      id: 'settings.calendarTab.newLinkConsequence',
      defaultMessage:
        'The current link stops working at once. Everyone who subscribed with it no longer sees the calendar until they subscribe again with the new link. Do this when the link has reached people who should not have it.',
    },
    newLinkPending: { id: 'settings.calendarTab.newLinkPending', defaultMessage: 'Making…' },
    newLinkDone: {
      id: 'settings.calendarTab.newLinkDone',
      defaultMessage: 'New link made. The old link no longer works.',
    },
    feedFailed: {
      id: 'settings.calendarTab.feedFailed',
      defaultMessage: 'The subscription link could not be loaded.',
    },
  }),
  // Messages with values use defineMessage<Values> so react-intl types their arguments.
  actionsFor: defineMessage<{ name: string }>({
    id: 'settings.calendarTab.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  added: defineMessage<{ name: string }>({
    id: 'settings.calendarTab.added',
    defaultMessage: 'Category “{name}” added',
  }),
  saved: defineMessage<{ name: string }>({
    id: 'settings.calendarTab.saved',
    defaultMessage: 'Category “{name}” saved',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'settings.calendarTab.removed',
    defaultMessage: 'Category “{name}” removed',
  }),
  removeQuestion: defineMessage<{ name: string }>({
    id: 'settings.calendarTab.removeQuestion',
    defaultMessage: 'Remove the category “{name}”?',
  }),
};
