import type { AdminSchool } from '@koers/contract';
import { Button, useToast } from '@koers/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm';
import { commonMessages } from '@/components/messages';
import { LoadingState } from '@/components/states';
import { displayName } from '@/lib/session/context-choices';
import { NameList } from '../components/name-list';
import { deleteSchool, useRefreshSchools, useSchoolImpact } from './api/schools-api';
import { schoolMessages as messages } from './messages';

export interface RemoveSchoolDialogProps {
  school: Pick<AdminSchool, 'id' | 'name' | 'organisation'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the school is gone (its row, which opened the dialog, is gone with it). */
  onRemoved: () => void;
}

/**
 * Asks before removing a school, naming what goes with it: its documents by name, its own
 * members (who keep their accounts), and its school years, calendar, social map and invitations.
 * They are looked up when the dialog opens; without them there is no removal.
 */
export function RemoveSchoolDialog({
  school,
  isOpen,
  onOpenChange,
  onRemoved,
}: RemoveSchoolDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshSchools();
  const impact = useSchoolImpact(school.id);
  const andMore = (count: number) => intl.formatMessage(messages.andMore, { count });

  async function remove() {
    await deleteSchool(school.id);
    await refresh();
    toast.add({
      title: intl.formatMessage(messages.removed, { name: school.name }),
      variant: 'success',
    });
    onRemoved();
  }

  let details: ReactNode;
  if (impact.data) {
    const { documents, members } = impact.data;
    details = (
      <>
        {documents.length > 0 ? (
          <>
            <p className="koers-admin-schools__text">
              {intl.formatMessage(messages.removeDocuments, { count: documents.length })}
            </p>
            <NameList
              sample={{ rows: documents, total: documents.length }}
              name={(document) => document.name}
              label={intl.formatMessage(messages.documentsLabel)}
              andMore={andMore}
            />
          </>
        ) : (
          <p className="koers-admin-schools__text">
            {intl.formatMessage(messages.removeNoDocuments)}
          </p>
        )}
        {members.total > 0 ? (
          <>
            <p className="koers-admin-schools__text">
              {intl.formatMessage(messages.removeMembers, { count: members.total })}
            </p>
            <NameList
              sample={members}
              name={(member) => `${displayName(member)} (${member.email})`}
              label={intl.formatMessage(messages.membersLabel)}
              andMore={andMore}
            />
          </>
        ) : (
          <p className="koers-admin-schools__text">
            {intl.formatMessage(messages.removeNoMembers)}
          </p>
        )}
        {school.organisation ? (
          <p className="koers-admin-schools__text">
            {intl.formatMessage(messages.removeBoardMembers, { board: school.organisation.name })}
          </p>
        ) : null}
        <p className="koers-admin-schools__text">{intl.formatMessage(messages.removeContent)}</p>
      </>
    );
  } else if (impact.error) {
    details = (
      <div role="alert" className="koers-admin-schools__text">
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
      question={intl.formatMessage(messages.removeQuestion, { name: school.name })}
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
