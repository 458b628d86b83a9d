import type { OrganisationSchool } from '@koers/contract';
import { Button, Menu, type PagedTableColumn } from '@koers/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PagedList } from '@/components/paged-list';
import { useSession } from '@/lib/session/use-session';
import { ORGANISATION_SCHOOLS_SORT, organisationSchoolsUrl } from '../api/context-urls';
import { SettingsNotApplicable } from '../components/settings-states';
import { messages } from '../messages';
import { messages as schoolMessages } from '../schools/messages';
import { RemoveSchoolDialog } from '../schools/remove-school-dialog';
import { SchoolDialog } from '../schools/school-dialog';
import '../schools/schools.css';

type Open = { kind: 'add' } | { kind: 'edit' | 'remove'; school: OrganisationSchool } | null;

/**
 * Scholen: the schools of the board, paged, searchable and sortable by the server. Its admins
 * add, change and remove them; the list keeps its page, search and sort while it follows.
 */
export default function SettingsSchools() {
  const intl = useIntl();
  const { context, user } = useSession();
  const [open, setOpen] = useState<Open>(null);
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
    {
      id: 'actions',
      header: intl.formatMessage(schoolMessages.actions),
      render: (school) => (
        <Menu
          trigger={intl.formatMessage(schoolMessages.actions)}
          triggerLabel={intl.formatMessage(schoolMessages.actionsFor, { name: school.name })}
          placement="bottom end"
          items={[
            {
              id: 'edit',
              label: intl.formatMessage(schoolMessages.edit),
              onAction: () => setOpen({ kind: 'edit', school }),
            },
            {
              id: 'remove',
              label: intl.formatMessage(schoolMessages.remove),
              onAction: () => setOpen({ kind: 'remove', school }),
            },
          ]}
        />
      ),
    },
  ];
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  return (
    <div className="koers-settings__stack">
      <div className="koers-schools__toolbar">
        <Button variant="primary" onPress={() => setOpen({ kind: 'add' })}>
          {intl.formatMessage(schoolMessages.add)}
        </Button>
      </div>
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
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <SchoolDialog
          boardId={organisationId}
          school={open.kind === 'edit' ? open.school : undefined}
          mayChangeBrin={user?.admin === true}
          isOpen
          onOpenChange={onOpenChange}
        />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemoveSchoolDialog
          boardId={organisationId}
          school={open.school}
          isOpen
          onOpenChange={onOpenChange}
        />
      ) : null}
    </div>
  );
}
