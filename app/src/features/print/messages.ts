import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    loading: { id: 'print.loading', defaultMessage: 'Loading the document…' },
    laying: { id: 'print.laying', defaultMessage: 'Laying out the pages…' },
    loadFailed: { id: 'print.loadFailed', defaultMessage: 'The document could not be loaded.' },
    layoutFailed: {
      id: 'print.layoutFailed',
      defaultMessage: 'The pages could not be laid out.',
    },
    notFoundTitle: { id: 'print.notFoundTitle', defaultMessage: 'Document not found' },
    notFoundText: {
      id: 'print.notFoundText',
      defaultMessage: 'This document does not exist, or you may not read it.',
    },
    toHome: { id: 'print.toHome', defaultMessage: 'To the home page' },
    backToDocument: { id: 'print.backToDocument', defaultMessage: 'Back to the document' },
    print: { id: 'print.print', defaultMessage: 'Print' },
    hint: {
      id: 'print.hint',
      defaultMessage:
        'Laid out for A4. Choose “Save as PDF” in the print dialog for a PDF file; leave the margins at their default.',
    },
    contents: { id: 'print.contents', defaultMessage: 'Contents' },
    product: { id: 'print.product', defaultMessage: 'Koers' },
    empty: { id: 'print.empty', defaultMessage: 'This document has no text yet.' },
    email: { id: 'print.email', defaultMessage: 'Email' },
    phone: { id: 'print.phone', defaultMessage: 'Phone' },
    organisation: { id: 'print.organisation', defaultMessage: 'Organisation' },
  }),
  ready: defineMessage<{ pages: number }>({
    id: 'print.ready',
    defaultMessage: '{pages, plural, one {# page} other {# pages}} ready to print.',
  }),
  schoolYear: defineMessage<{ name: string }>({
    id: 'print.schoolYear',
    defaultMessage: 'School year {name}',
  }),
  status: defineMessage<{ status: string }>({
    id: 'print.status',
    defaultMessage: 'Status: {status}',
  }),
  adoptedOn: defineMessage<{ date: string }>({
    id: 'print.adoptedOn',
    defaultMessage: 'Adopted on {date}',
  }),
  versionOf: defineMessage<{ version: number; date: string }>({
    id: 'print.versionOf',
    defaultMessage: 'Version {version} of {date}',
  }),
  changedOn: defineMessage<{ date: string }>({
    id: 'print.changedOn',
    defaultMessage: 'Last changed on {date}',
  }),
  /** The foot of every page but the cover; `page` and `pages` become the page counters. */
  footer: defineMessage<{ name: string; page: string; pages: string }>({
    id: 'print.footer',
    defaultMessage: '{name} — page {page} of {pages}',
  }),
};
