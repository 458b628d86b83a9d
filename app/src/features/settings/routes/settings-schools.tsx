import type { OrganisationSchool } from '@koers/contract';
import { PagedTable, type PagedTableColumn } from '@koers/ui';
import { useIntl } from 'react-intl';
import { usePagedList } from '@/lib/api/use-paged-list';
import { useSession } from '@/lib/session/use-session';
import { ORGANISATION_SCHOOLS_SORT, organisationSchoolsUrl } from '../api/context-urls';
import { SettingsNotApplicable } from '../components/settings-states';
import { useTableLabels } from '../components/table-labels';
import { messages } from '../messages';

/** Scholen: the schools of the board, paged, searchable and sortable by the server. */
export default function SettingsSchools() {
  const intl = useIntl();
  const labels = useTableLabels();
  const { context } = useSession();
  const organisationId = context?.contextType === 'organisation' ? context.id : null;
  const list = usePagedList<OrganisationSchool>(
    organisationId === null ? null : organisationSchoolsUrl(organisationId),
    { sortColumn: 'name', sortOrder: 'asc' },
  );

  if (organisationId === null) return <SettingsNotApplicable needs="organisation" />;

  const columns: PagedTableColumn<OrganisationSchool>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.name),
      sortable: true,
      isRowHeader: true,
      render: (school) => (
        <span className="koers-settings__with-icon">
          {school.icon ? (
            <img className="koers-settings__icon-sm" src={school.icon.url} alt="" />
          ) : null}
          {school.name}
        </span>
      ),
    },
    {
      id: 'brin_number',
      header: intl.formatMessage(messages.brinNumber),
      sortable: true,
      accessor: 'brin_number',
    },
    {
      id: 'calendar',
      header: intl.formatMessage(messages.calendar),
      render: (school) => intl.formatMessage(school.calendar ? messages.on : messages.off),
    },
  ];

  return (
    <PagedTable<OrganisationSchool>
      {...labels}
      caption={intl.formatMessage(messages.schoolsCaption)}
      columns={columns}
      rows={list.rows}
      meta={list.meta}
      status={list.status}
      sort={list.sort}
      onSortChange={(next) => {
        if ((ORGANISATION_SCHOOLS_SORT as readonly string[]).includes(next.column))
          list.setSort(next);
      }}
      onPageChange={list.setPage}
      query={list.query}
      onQueryChange={list.setQuery}
      emptyText={
        list.error !== undefined
          ? intl.formatMessage(messages.error)
          : intl.formatMessage(messages.schoolsEmpty)
      }
    />
  );
}
