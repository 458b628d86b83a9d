import type { AdminSchool } from '@koers/contract';
import { useIntl } from 'react-intl';
import { ADMIN_SCHOOLS_SORT, adminListUrls } from '../api/admin-lists';
import { AdminTable, useFormatCreated } from '../components/admin-table';
import { messages } from '../messages';

/** Scholen: every school, with its BRIN number, board and whether it keeps a calendar. */
export default function AdminSchools() {
  const intl = useIntl();
  const created = useFormatCreated();
  return (
    <AdminTable<AdminSchool>
      url={adminListUrls.schools}
      sortColumns={ADMIN_SCHOOLS_SORT}
      initialSort={{ column: 'name', order: 'asc' }}
      caption={intl.formatMessage(messages.schoolsCaption)}
      emptyText={intl.formatMessage(messages.schoolsEmpty)}
      columns={[
        {
          id: 'name',
          header: intl.formatMessage(messages.name),
          sortable: true,
          isRowHeader: true,
          accessor: 'name',
        },
        {
          id: 'brin_number',
          header: intl.formatMessage(messages.brinNumber),
          sortable: true,
          accessor: 'brin_number',
        },
        {
          id: 'organisation',
          header: intl.formatMessage(messages.board),
          render: (school) => school.organisation?.name ?? intl.formatMessage(messages.none),
        },
        {
          id: 'calendar',
          header: intl.formatMessage(messages.calendar),
          render: (school) => intl.formatMessage(school.calendar ? messages.on : messages.off),
        },
        {
          id: 'created_at',
          header: intl.formatMessage(messages.created),
          sortable: true,
          render: (school) => created(school.created_at),
        },
      ]}
    />
  );
}
