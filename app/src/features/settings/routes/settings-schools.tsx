import type { OrganisationSchool } from '@koers/contract';
import type { PagedTableColumn } from '@koers/ui';
import { useIntl } from 'react-intl';
import { PagedList } from '@/components/paged-list';
import { useSession } from '@/lib/session/use-session';
import { ORGANISATION_SCHOOLS_SORT, organisationSchoolsUrl } from '../api/context-urls';
import { SettingsNotApplicable } from '../components/settings-states';
import { messages } from '../messages';

/** Scholen: the schools of the board, paged, searchable and sortable by the server. */
export default function SettingsSchools() {
  const intl = useIntl();
  const { context } = useSession();
  const organisationId = context?.contextType === 'organisation' ? context.id : null;
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
    <PagedList<OrganisationSchool>
      url={organisationSchoolsUrl(organisationId)}
      sortColumns={ORGANISATION_SCHOOLS_SORT}
      initialSort={{ column: 'name', order: 'asc' }}
      caption={intl.formatMessage(messages.schoolsCaption)}
      columns={columns}
      emptyText={({ query }) =>
        query
          ? intl.formatMessage(messages.schoolsNoMatch, { query })
          : intl.formatMessage(messages.schoolsEmpty)
      }
      failedText={() => intl.formatMessage(messages.error)}
    />
  );
}
