import type { AdminOrganisation, ContextUser, SchoolSummary } from '@koers/contract';
import { SORT_COLUMNS } from '@koers/contract/constants';
import { Button, EmptyState } from '@koers/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { ErrorState, LoadingState } from '@/components/states';
import { ApiError } from '@/lib/api/client';
import { useRoles } from '@/lib/api/roles';
import { paths } from '@/lib/paths';
import { displayName } from '@/lib/session/context-choices';
import { messages as adminMessages } from '../messages';
import { boardMembersUrl, boardSchoolsUrl, useAdminBoard } from './api/boards-api';
import { boardMessages as messages } from './messages';
import './boards.css';

const BoardFormDialog = lazy(() =>
  import('./board-form-dialog').then((m) => ({ default: m.BoardFormDialog })),
);
const RemoveBoardDialog = lazy(() =>
  import('./remove-board-dialog').then((m) => ({ default: m.RemoveBoardDialog })),
);

/** The `:id` of the route as a board id, or null when it is none. */
function useBoardId(): number | null {
  const { id } = useParams();
  return id && /^\d{1,10}$/.test(id) ? Number(id) : null;
}

/**
 * One board (/admin/besturen/{id}): its details with Edit and Remove, its schools and its own
 * members (the people who are members of the board, and through it of each of its schools).
 */
export function BoardPage() {
  const intl = useIntl();
  const id = useBoardId();
  const board = useAdminBoard(id);
  const back = (
    <Link className="koers-admin-boards__back" to={paths.admin.organisations.href()}>
      {intl.formatMessage(messages.backToList)}
    </Link>
  );

  if (id === null || (board.error instanceof ApiError && board.error.status === 404)) {
    return (
      <div className="koers-admin-boards">
        {back}
        <EmptyState title={intl.formatMessage(messages.notFound)} />
      </div>
    );
  }
  if (board.error && !board.data) {
    return (
      <div className="koers-admin-boards">
        {back}
        <ErrorState onRetry={() => void board.mutate()} />
      </div>
    );
  }
  if (!board.data) return <LoadingState />;
  return (
    <div className="koers-admin-boards">
      {back}
      <BoardDetails board={board.data} />
    </div>
  );
}

function BoardDetails({ board }: { board: AdminOrganisation }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const roles = useRoles();
  const [open, setOpen] = useState<'edit' | 'remove' | null>(null);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  const roleName = (roleId: number) =>
    roles.data?.find((role) => role.id === roleId)?.name ?? String(roleId);

  return (
    <>
      <section className="koers-admin-boards__section" aria-labelledby="board-heading">
        <div className="koers-admin-boards__bar">
          <h2 id="board-heading" className="koers-admin-boards__heading">
            {board.name}
          </h2>
          <div className="koers-admin-boards__actions">
            <Button onPress={() => setOpen('edit')}>{intl.formatMessage(messages.edit)}</Button>
            <Button variant="danger" onPress={() => setOpen('remove')}>
              {intl.formatMessage(messages.remove)}
            </Button>
          </div>
        </div>
        <dl className="koers-admin-boards__details">
          <div>
            <dt>{intl.formatMessage(adminMessages.authorityNumber)}</dt>
            <dd>{board.authority_number ?? intl.formatMessage(messages.noAuthorityNumber)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(adminMessages.schoolCount)}</dt>
            <dd>{intl.formatNumber(board.schools_count)}</dd>
          </div>
        </dl>
      </section>

      <section className="koers-admin-boards__section" aria-labelledby="board-schools-heading">
        <h3 id="board-schools-heading" className="koers-admin-boards__subheading">
          {intl.formatMessage(messages.schoolsHeading)}
        </h3>
        <PagedList<SchoolSummary>
          url={boardSchoolsUrl(board.id)}
          sortColumns={SORT_COLUMNS.organisationSchools}
          initialSort={{ column: 'name', order: 'asc' }}
          caption={intl.formatMessage(messages.schoolsCaption, { name: board.name })}
          hideCaption
          emptyText={intl.formatMessage(messages.schoolsEmpty)}
          columns={[
            {
              id: 'name',
              header: intl.formatMessage(adminMessages.name),
              sortable: true,
              isRowHeader: true,
              accessor: 'name',
            },
            {
              id: 'brin_number',
              header: intl.formatMessage(adminMessages.brinNumber),
              sortable: true,
              accessor: 'brin_number',
            },
            {
              id: 'calendar',
              header: intl.formatMessage(adminMessages.calendar),
              render: (school) =>
                intl.formatMessage(school.calendar ? adminMessages.on : adminMessages.off),
            },
          ]}
        />
      </section>

      <section className="koers-admin-boards__section" aria-labelledby="board-members-heading">
        <h3 id="board-members-heading" className="koers-admin-boards__subheading">
          {intl.formatMessage(messages.membersHeading)}
        </h3>
        <p className="koers-admin-boards__text">{intl.formatMessage(messages.membersIntro)}</p>
        <PagedList<ContextUser>
          url={boardMembersUrl(board.id)}
          sortColumns={SORT_COLUMNS.contextUsers}
          initialSort={{ column: 'last_name', order: 'asc' }}
          caption={intl.formatMessage(messages.membersCaption, { name: board.name })}
          hideCaption
          emptyText={intl.formatMessage(messages.membersEmpty)}
          columns={[
            {
              id: 'last_name',
              header: intl.formatMessage(messages.memberName),
              sortable: true,
              isRowHeader: true,
              render: (member) => displayName(member),
            },
            {
              id: 'email',
              header: intl.formatMessage(messages.memberEmail),
              sortable: true,
              accessor: 'email',
            },
            {
              id: 'role_id',
              header: intl.formatMessage(messages.memberRole),
              render: (member) => roleName(member.role_id),
            },
          ]}
        />
      </section>

      {open ? (
        <Suspense fallback={null}>
          {open === 'remove' ? (
            <RemoveBoardDialog
              board={board}
              isOpen
              onOpenChange={onOpenChange}
              onRemoved={() => void navigate(paths.admin.organisations.href())}
            />
          ) : (
            <BoardFormDialog board={board} isOpen onOpenChange={onOpenChange} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
