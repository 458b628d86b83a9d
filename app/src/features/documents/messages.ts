import { defineMessage, defineMessages } from 'react-intl';

// Messages with values use defineMessage<Values> so react-intl 12 types their arguments.
export const messages = {
  ...defineMessages({
    loading: { id: 'documents.loading', defaultMessage: 'Loading the document…' },
    error: { id: 'documents.error', defaultMessage: 'The document could not be loaded.' },
    retry: { id: 'documents.retry', defaultMessage: 'Try again' },
    notFoundTitle: { id: 'documents.notFound.title', defaultMessage: 'Document not found' },
    notFoundText: {
      id: 'documents.notFound.text',
      defaultMessage: 'This document does not exist or you do not have access to it.',
    },
    toHome: { id: 'documents.toHome', defaultMessage: 'Go to the start page' },
    empty: { id: 'documents.empty', defaultMessage: 'This document has no content yet.' },
    contents: { id: 'documents.contents', defaultMessage: 'Table of contents' },
    searchLabel: { id: 'documents.search.label', defaultMessage: 'Search in this document' },
    searchPlaceholder: { id: 'documents.search.placeholder', defaultMessage: 'Search…' },
    kindHeading: { id: 'documents.search.kind.heading', defaultMessage: 'Heading' },
    kindFile: { id: 'documents.search.kind.file', defaultMessage: 'File' },
    kindContact: { id: 'documents.search.kind.contact', defaultMessage: 'Contact' },
    email: { id: 'documents.contact.email', defaultMessage: 'Email' },
    organisation: { id: 'documents.contact.organisation', defaultMessage: 'Organisation' },
    downloadLink: { id: 'documents.downloadLink', defaultMessage: 'Download' },
    match: { id: 'documents.match', defaultMessage: 'Search result' },
    searching: { id: 'documents.search.searching', defaultMessage: 'Searching…' },
    clearSearch: { id: 'documents.search.clear', defaultMessage: 'Clear search' },
    phone: { id: 'documents.contact.phone', defaultMessage: 'Phone' },
    // The actions beside the title of those who may write it (the dialogs: manage/messages.ts).
    actions: { id: 'documents.actions.label', defaultMessage: 'Document actions' },
    rename: { id: 'documents.actions.rename', defaultMessage: 'Rename' },
    delete: { id: 'documents.actions.delete', defaultMessage: 'Delete' },
    // For every reader: the document as a Word file (the server makes it).
    downloadWord: {
      id: 'documents.actions.downloadWord',
      defaultMessage: 'Download as Word (.docx)',
    },
    downloadingWord: {
      id: 'documents.actions.downloadingWord',
      defaultMessage: 'Making the Word file…',
    },
    history: { id: 'documents.actions.history', defaultMessage: 'History and versions' },
    print: { id: 'documents.actions.print', defaultMessage: 'Print or save as PDF' },
    template: { id: 'documents.actions.template', defaultMessage: 'Template for the schools…' },
    printAdopted: {
      id: 'documents.actions.printAdopted',
      defaultMessage: 'Print the adopted version',
    },
    share: { id: 'documents.actions.share', defaultMessage: 'Share for discussion' },
    shared: {
      id: 'documents.actions.shared',
      defaultMessage: 'Shared for discussion: every member of the team can read it now.',
    },
    backToConcept: { id: 'documents.actions.backToConcept', defaultMessage: 'Back to draft' },
    backToConceptDone: {
      id: 'documents.actions.backToConceptDone',
      defaultMessage: 'The document is a draft again: only managers can read it.',
    },
    adopt: { id: 'documents.actions.adopt', defaultMessage: 'Adopt…' },
    newVersion: { id: 'documents.actions.newVersion', defaultMessage: 'Start a new version' },
    newVersionDone: {
      id: 'documents.actions.newVersionDone',
      defaultMessage:
        'A new version has started as a draft. Until it is adopted, readers see the adopted version.',
    },
    statusFailed: {
      id: 'documents.actions.statusFailed',
      defaultMessage: 'The status could not be changed.',
    },
    adoptedReadOnly: {
      id: 'documents.adopted.readOnly',
      defaultMessage: 'This document has been adopted and can no longer be changed.',
    },
    readingAdopted: {
      id: 'documents.adopted.readingAdopted',
      defaultMessage: 'You are reading the adopted version. A new version is being written.',
    },
    downloadWordFailed: {
      id: 'documents.actions.downloadWordFailed',
      defaultMessage: 'The Word file could not be made. Please try again.',
    },
  }),
  adoptedOn: defineMessage<{ date: string; name: string }>({
    id: 'documents.adopted.on',
    defaultMessage: 'Adopted on {date} by {name}.',
  }),
  adoptedOnUnknown: defineMessage<{ date: string }>({
    id: 'documents.adopted.onUnknown',
    defaultMessage: 'Adopted on {date}.',
  }),
  searchEmpty: defineMessage<{ text: string }>({
    id: 'documents.search.empty',
    defaultMessage: 'Nothing found for “{text}”.',
  }),
  searchCount: defineMessage<{ count: number }>({
    id: 'documents.search.count',
    defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
  }),
  matchCount: defineMessage<{ count: number }>({
    id: 'documents.search.matchCount',
    defaultMessage: '{count, plural, one {# match} other {# matches}}',
  }),
  inSection: defineMessage<{ section: string }>({
    id: 'documents.search.inSection',
    defaultMessage: 'In {section}',
  }),
};
