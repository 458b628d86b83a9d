import { useIntl } from 'react-intl';
import { PagedList, type PagedListProps } from '@/components/paged-list';
import { messages } from '../messages';

/** A read-only admin list: the server pages, searches and sorts; a failed load says so. */
export function AdminTable<Row>(props: Omit<PagedListProps<Row>, 'hideCaption' | 'failedText'>) {
  const intl = useIntl();
  return (
    <PagedList<Row> {...props} hideCaption failedText={() => intl.formatMessage(messages.error)} />
  );
}

/** A timestamp as a short date in the user's language. */
export function useFormatCreated() {
  const intl = useIntl();
  return (timestamp: string) =>
    intl.formatDate(timestamp, { day: 'numeric', month: 'short', year: 'numeric' });
}
