import type { AdminManual } from '@koers/contract';
import { useIntl } from 'react-intl';
import { ADMIN_MANUALS_SORT, adminListUrls } from '../api/admin-lists';
import { AdminTable, useFormatCreated } from '../components/admin-table';
import { messages } from '../messages';

/** Handleidingen: every manual in the order users see them. */
export default function AdminManuals() {
  const intl = useIntl();
  const created = useFormatCreated();
  return (
    <AdminTable<AdminManual>
      url={adminListUrls.manuals}
      sortColumns={ADMIN_MANUALS_SORT}
      initialSort={{ column: 'position', order: 'asc' }}
      caption={intl.formatMessage(messages.manualsCaption)}
      emptyText={intl.formatMessage(messages.manualsEmpty)}
      columns={[
        {
          id: 'title',
          header: intl.formatMessage(messages.manualTitle),
          sortable: true,
          isRowHeader: true,
          accessor: 'title',
        },
        {
          id: 'position',
          header: intl.formatMessage(messages.position),
          sortable: true,
          align: 'end',
          render: (manual) => intl.formatNumber(manual.position),
        },
        {
          id: 'video',
          header: intl.formatMessage(messages.video),
          render: (manual) => intl.formatMessage(manual.video_url ? messages.yes : messages.no),
        },
        {
          id: 'created_at',
          header: intl.formatMessage(messages.created),
          sortable: true,
          render: (manual) => created(manual.created_at),
        },
      ]}
    />
  );
}
