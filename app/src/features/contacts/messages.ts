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
    empty: { id: 'contacts.empty', defaultMessage: 'Empty table' },
    error: { id: 'contacts.error', defaultMessage: 'The social map could not be loaded.' },
    retry: { id: 'contacts.retry', defaultMessage: 'Try again' },
    noContext: { id: 'contacts.noContext', defaultMessage: 'Choose a school or board first.' },
    search: { id: 'contacts.search', defaultMessage: 'Search contacts' },
    searchPlaceholder: {
      id: 'contacts.searchPlaceholder',
      defaultMessage: 'Name, function, organisation or email',
    },
    clearSearch: { id: 'contacts.clearSearch', defaultMessage: 'Clear search' },
    loading: { id: 'contacts.loading', defaultMessage: 'Loading…' },
    previous: { id: 'contacts.previous', defaultMessage: 'Previous' },
    next: { id: 'contacts.next', defaultMessage: 'Next' },
    pagination: { id: 'contacts.pagination', defaultMessage: 'Pages' },
  }),
  page: defineMessage<{ page: number }>({ id: 'contacts.page', defaultMessage: 'Page {page}' }),
  range: defineMessage<{ from: number; to: number; total: number }>({
    id: 'contacts.range',
    defaultMessage: '{from}–{to} of {total}',
  }),
  website: defineMessage<{ name: string }>({
    id: 'contacts.website',
    defaultMessage: 'Website of {name}',
  }),
};
