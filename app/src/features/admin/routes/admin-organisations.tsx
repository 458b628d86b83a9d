import type { AdminOrganisation } from '@koers/contract';
import { useIntl } from 'react-intl';
import { ADMIN_ORGANISATIONS_SORT, adminListUrls } from '../api/admin-lists';
import { AdminTable, useFormatCreated } from '../components/admin-table';
import { messages } from '../messages';

/** Besturen: every board, with its authority number and number of schools. */
export default function AdminOrganisations() {
  const intl = useIntl();
  const created = useFormatCreated();
  return (
    <AdminTable<AdminOrganisation>
      url={adminListUrls.organisations}
      sortColumns={ADMIN_ORGANISATIONS_SORT}
      initialSort={{ column: 'name', order: 'asc' }}
      caption={intl.formatMessage(messages.organisationsCaption)}
      emptyText={intl.formatMessage(messages.organisationsEmpty)}
      columns={[
        {
          id: 'name',
          header: intl.formatMessage(messages.name),
          sortable: true,
          isRowHeader: true,
          accessor: 'name',
        },
        {
          id: 'authority_number',
          header: intl.formatMessage(messages.authorityNumber),
          sortable: true,
          accessor: 'authority_number',
        },
        {
          id: 'schools_count',
          header: intl.formatMessage(messages.schoolCount),
          align: 'end',
          render: (organisation) => intl.formatNumber(organisation.schools_count),
        },
        {
          id: 'created_at',
          header: intl.formatMessage(messages.created),
          sortable: true,
          render: (organisation) => created(organisation.created_at),
        },
      ]}
    />
  );
}
