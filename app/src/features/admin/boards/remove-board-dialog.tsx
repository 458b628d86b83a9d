import type { AdminOrganisation } from '@koers/contract';
import { Button, useToast } from '@koers/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm';
import { commonMessages } from '@/components/messages';
import { LoadingState } from '@/components/states';
import { displayName } from '@/lib/session/context-choices';
import { NameList } from '../components/name-list';
import { deleteBoard, useBoardImpact, useRefreshBoards } from './api/boards-api';
import { boardMessages as messages } from './messages';

export interface RemoveBoardDialogProps {
  board: Pick<AdminOrganisation, 'id' | 'name'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the board is gone (whatever opened the dialog may be gone with it). */
  onRemoved: () => void;
}

/**
 * Asks before removing a board, naming what it touches (pending decision "board removal"): its
 * schools stay, without a board; its members lose the board and, through it, its schools, but
 * keep their accounts; its own documents, social map and invitations go. The schools and
 * members are looked up when the dialog opens; without them there is no removal.
 */
export function RemoveBoardDialog({
  board,
  isOpen,
  onOpenChange,
  onRemoved,
}: RemoveBoardDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshBoards();
  const impact = useBoardImpact(board.id);

  async function remove() {
    await deleteBoard(board.id);
    await refresh(board.id);
    toast.add({
      title: intl.formatMessage(messages.removed, { name: board.name }),
      variant: 'success',
    });
    onRemoved();
  }

  let details: ReactNode;
  if (impact.data) {
    const { schools, members } = impact.data;
    details = (
      <>
        {schools.total > 0 ? (
          <>
            <p className="koers-admin-boards__text">
              {intl.formatMessage(messages.removeSchools, { count: schools.total })}
            </p>
            <NameList
              sample={schools}
              name={(school) => school.name}
              label={intl.formatMessage(messages.schoolsHeading)}
              andMore={(count) => intl.formatMessage(messages.andMore, { count })}
            />
          </>
        ) : (
          <p className="koers-admin-boards__text">{intl.formatMessage(messages.removeNoSchools)}</p>
        )}
        {members.total > 0 ? (
          <>
            <p className="koers-admin-boards__text">
              {intl.formatMessage(messages.removeMembers, { count: members.total })}
            </p>
            <NameList
              sample={members}
              name={(member) => `${displayName(member)} (${member.email})`}
              label={intl.formatMessage(messages.membersHeading)}
              andMore={(count) => intl.formatMessage(messages.andMore, { count })}
            />
          </>
        ) : (
          <p className="koers-admin-boards__text">{intl.formatMessage(messages.removeNoMembers)}</p>
        )}
        {schools.total > 0 && members.total > 0 ? (
          <p className="koers-admin-boards__text">
            {intl.formatMessage(messages.removeAdminsNote)}
          </p>
        ) : null}
        <p className="koers-admin-boards__text">{intl.formatMessage(messages.removeContent)}</p>
      </>
    );
  } else if (impact.error) {
    details = (
      <div role="alert" className="koers-admin-boards__text">
        <p>{intl.formatMessage(messages.impactFailed)}</p>
        <Button onPress={() => void impact.mutate()}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      </div>
    );
  } else {
    details = <LoadingState label={intl.formatMessage(messages.impactLoading)} />;
  }

  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.removeTitle)}
      question={intl.formatMessage(messages.removeQuestion, { name: board.name })}
      submitLabel={intl.formatMessage(messages.removeSubmit)}
      pendingLabel={intl.formatMessage(messages.removePending)}
      onConfirm={remove}
      // Only once it is read what goes with it: nobody removes without seeing that.
      canConfirm={impact.data !== undefined}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {details}
    </ConfirmDialog>
  );
}
