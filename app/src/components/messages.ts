import { defineMessage, defineMessages } from 'react-intl';

/**
 * The texts every screen shares (states, tables, forms): one id each, so a list or a form says
 * 'Loading…' and 'Try again' the same way everywhere. A feature's own texts stay in the feature.
 */
export const commonMessages = {
  ...defineMessages({
    loading: { id: 'common.loading', defaultMessage: 'Loading…' },
    loadFailed: { id: 'common.loadFailed', defaultMessage: 'This could not be loaded.' },
    retry: { id: 'common.retry', defaultMessage: 'Try again' },
    search: { id: 'common.table.search', defaultMessage: 'Search' },
    clearSearch: { id: 'common.table.clearSearch', defaultMessage: 'Clear search' },
    previous: { id: 'common.table.previous', defaultMessage: 'Previous' },
    next: { id: 'common.table.next', defaultMessage: 'Next' },
    pagination: { id: 'common.table.pagination', defaultMessage: 'Pages' },
    errorsHeading: { id: 'common.form.errorsHeading', defaultMessage: 'There is a problem' },
    tooManyAttemptsLater: {
      id: 'common.form.tooManyAttemptsLater',
      defaultMessage: 'Too many attempts. Try again in a minute.',
    },
    network: {
      id: 'common.form.network',
      defaultMessage: 'The server could not be reached. Check your connection and try again.',
    },
    server: {
      id: 'common.form.server',
      defaultMessage: 'Something went wrong on our side. Try again in a moment.',
    },
    cancel: { id: 'common.dialog.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'common.dialog.close', defaultMessage: 'Close dialog' },
    showPassword: { id: 'common.password.show', defaultMessage: 'Show password' },
    hidePassword: { id: 'common.password.hide', defaultMessage: 'Hide password' },
  }),
  // Messages with values use defineMessage<Values> so react-intl 12 types their arguments.
  page: defineMessage<{ page: number }>({ id: 'common.table.page', defaultMessage: 'Page {page}' }),
  range: defineMessage<{ from: number; to: number; total: number }>({
    id: 'common.table.range',
    defaultMessage: '{from}–{to} of {total}',
  }),
  tooManyAttempts: defineMessage<{ seconds: number }>({
    id: 'common.form.tooManyAttempts',
    defaultMessage:
      'Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  }),
};
