import type { AdminSchool } from '@koers/contract';
import { Button, Modal, Select, useToast } from '@koers/ui';
import { useState, type Key, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { commonMessages } from '@/components/messages';
import { LoadingState } from '@/components/states';
import {
  updateSchool,
  useAllBoards,
  useBoardMemberCounts,
  useRefreshSchools,
} from './api/schools-api';
import { schoolMessages as messages } from './messages';
import { NO_BOARD } from './school-form-dialog';

const BOARD_ID = 'move-school-board';

export interface MoveSchoolDialogProps {
  school: Pick<AdminSchool, 'id' | 'name' | 'organisation_id' | 'organisation'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Moves a school to another board, or out of its board (`PATCH /api/admin/schools/{id}
 * {organisation_id}`). Once a board is chosen, and before anything is confirmed, it says what
 * changes: the school's documents and own members go along; the old board's members lose access
 * to it and the new board's members gain it (with the number of each).
 */
export function MoveSchoolDialog({ school, isOpen, onOpenChange }: MoveSchoolDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshSchools();
  const boards = useAllBoards();
  const [target, setTarget] = useState<string | null>(null);
  const from = school.organisation_id;
  const to = target === null ? undefined : target === NO_BOARD ? null : Number(target);
  const counts = useBoardMemberCounts(to === undefined ? [] : [from, to]);
  const noBoard = intl.formatMessage(messages.noBoard);
  const boardName = (id: number | null) =>
    id === null
      ? noBoard
      : id === from
        ? (school.organisation?.name ?? '')
        : (boards.data?.find((board) => board.id === id)?.name ?? '');

  async function submit() {
    if (to === undefined || to === from) return;
    await updateSchool(school.id, { organisation_id: to });
    await refresh();
    toast.add({
      title:
        to === null
          ? intl.formatMessage(messages.movedOut, { name: school.name })
          : intl.formatMessage(messages.moved, { name: school.name, board: boardName(to) }),
      variant: 'success',
    });
    onOpenChange(false);
  }

  let consequences: ReactNode = null;
  const needsCounts = to !== undefined && (from !== null || to !== null);
  if (to !== undefined) {
    if (needsCounts && counts.error) {
      consequences = (
        <div role="alert" className="koers-admin-schools__text">
          <p>{intl.formatMessage(messages.accessFailed)}</p>
          <Button onPress={() => void counts.mutate()}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        </div>
      );
    } else if (needsCounts && !counts.data) {
      consequences = <LoadingState label={intl.formatMessage(messages.accessLoading)} />;
    } else {
      consequences = (
        // Read out when it appears: it is what the choice of board changes.
        <div className="koers-admin-schools__consequences" aria-live="polite">
          <p className="koers-admin-schools__text">
            {intl.formatMessage(messages.moveQuestion, {
              name: school.name,
              from: boardName(from),
              to: boardName(to),
            })}{' '}
            {intl.formatMessage(messages.moveGoesAlong)}
          </p>
          <ul className="koers-admin-schools__changes">
            {from !== null ? (
              <li>
                {intl.formatMessage(messages.moveLoses, {
                  count: counts.data?.get(from) ?? 0,
                  board: boardName(from),
                  name: school.name,
                })}
              </li>
            ) : null}
            {to !== null ? (
              <li>
                {intl.formatMessage(messages.moveGains, {
                  count: counts.data?.get(to) ?? 0,
                  board: boardName(to),
                  name: school.name,
                })}
              </li>
            ) : null}
          </ul>
        </div>
      );
    }
  }

  const ready = to !== undefined && to !== from && (!needsCounts || counts.data !== undefined);

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.moveTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={{ organisation_id: BOARD_ID }}
          firstFieldId={BOARD_ID}
        >
          <Select
            id={BOARD_ID}
            // The server's objection (a board that has gone since) shows at the choice.
            name="organisation_id"
            label={intl.formatMessage(messages.moveTo)}
            description={
              boards.error
                ? intl.formatMessage(messages.boardsFailed)
                : intl.formatMessage(messages.currentBoard, { board: boardName(from) })
            }
            placeholder={intl.formatMessage(messages.moveChoose)}
            isRequired
            selectedKey={target}
            onSelectionChange={(key: Key | null) => setTarget(key === null ? null : String(key))}
            options={[
              // The board it has now is no choice.
              ...(from !== null ? [{ id: NO_BOARD, label: noBoard }] : []),
              ...(boards.data ?? [])
                .filter((board) => board.id !== from)
                .map((board) => ({
                  id: String(board.id),
                  label: board.authority_number
                    ? `${board.name} (${board.authority_number})`
                    : board.name,
                })),
            ]}
            // Opened to choose a board: start there (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          {consequences}
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            {ready ? (
              <SubmitButton pendingLabel={intl.formatMessage(messages.movePending)}>
                {intl.formatMessage(messages.moveSubmit)}
              </SubmitButton>
            ) : null}
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
