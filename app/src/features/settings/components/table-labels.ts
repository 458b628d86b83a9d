import type { PagedTableProps } from '@koers/ui';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/** The texts of a PagedTable in the user's language. */
export function useTableLabels(): Pick<
  PagedTableProps<unknown>,
  | 'searchLabel'
  | 'clearSearchLabel'
  | 'processingLabel'
  | 'emptyText'
  | 'formatRange'
  | 'paginationLabels'
> {
  const intl = useIntl();
  return {
    searchLabel: intl.formatMessage(messages.search),
    clearSearchLabel: intl.formatMessage(messages.clearSearch),
    processingLabel: intl.formatMessage(messages.loading),
    emptyText: intl.formatMessage(messages.emptyTable),
    formatRange: (from, to, total) => intl.formatMessage(messages.range, { from, to, total }),
    paginationLabels: {
      previous: intl.formatMessage(messages.previous),
      next: intl.formatMessage(messages.next),
      page: (page) => intl.formatMessage(messages.page, { page }),
      nav: intl.formatMessage(messages.pagination),
    },
  };
}
