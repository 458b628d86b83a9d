import { defineMessage, defineMessages } from 'react-intl';

// Messages with values use defineMessage<Values> so react-intl 12 types their arguments.
export const messages = {
  ...defineMessages({
    title: { id: 'contacts.title', defaultMessage: 'Social map' },
    intro: {
      id: 'contacts.intro',
      defaultMessage: 'The people and organisations to contact, by category.',
    },
    caption: { id: 'contacts.caption', defaultMessage: 'Contacts' },
    category: { id: 'contacts.category', defaultMessage: 'Category' },
    allCategories: { id: 'contacts.allCategories', defaultMessage: 'All categories' },
    name: { id: 'contacts.field.name', defaultMessage: 'Name' },
    function: { id: 'contacts.field.function', defaultMessage: 'Function' },
    organisation: { id: 'contacts.field.organisation', defaultMessage: 'Organisation' },
    phone: { id: 'contacts.field.phone', defaultMessage: 'Phone' },
    email: { id: 'contacts.field.email', defaultMessage: 'Email' },
    contactDetails: { id: 'contacts.field.contact', defaultMessage: 'Phone and email' },
    empty: { id: 'contacts.empty', defaultMessage: 'No contacts on the social map yet.' },
    noneInCategory: {
      id: 'contacts.noneInCategory',
      defaultMessage: 'There are no contacts in this category yet.',
    },
    error: { id: 'contacts.error', defaultMessage: 'The social map could not be loaded.' },
    noContext: { id: 'contacts.noContext', defaultMessage: 'Choose a school or board first.' },
    search: { id: 'contacts.search', defaultMessage: 'Search contacts' },
    searchPlaceholder: {
      id: 'contacts.searchPlaceholder',
      defaultMessage: 'Name, function, organisation or email',
    },
  }),
  noMatch: defineMessage<{ query: string }>({
    id: 'contacts.noMatch',
    defaultMessage: 'No contacts on the social map match “{query}”.',
  }),
  website: defineMessage<{ name: string }>({
    id: 'contacts.website',
    defaultMessage: 'Website of {name}',
  }),
};
