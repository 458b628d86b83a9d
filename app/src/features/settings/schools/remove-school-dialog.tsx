import type { OrganisationSchool, SchoolContents } from '@koers/contract';
import { useToast } from '@koers/ui';
import { useIntl, type IntlShape } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm';
import { ErrorState, LoadingState } from '@/components/states';
import { deleteSchool, useRefreshSchools, useSchoolContents } from './api/schools-api';
import { messages } from './messages';

/** The counts that are not zero, in words: "3 documents", "12 events in the yearly calendar". */
export function describeContents(intl: IntlShape, contents: SchoolContents): string[] {
  return (
    [
      [contents.documents, messages.documents],
      [contents.calendar_events, messages.events],
      [contents.contacts, messages.contacts],
      [contents.periods, messages.periods],
      [contents.members, messages.members],
    ] as const
  )
    .filter(([count]) => count > 0)
    .map(([count, message]) => intl.formatMessage(message, { count }));
}

export interface RemoveSchoolDialogProps {
  boardId: number;
  school: Pick<OrganisationSchool, 'id' | 'name'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Asks before removing a school, naming it and counting what goes with it (its documents,
 * calendar, contacts, school years and memberships), read from the server when it opens.
 */
export function RemoveSchoolDialog({
  boardId,
  school,
  isOpen,
  onOpenChange,
}: RemoveSchoolDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshSchools(boardId);
  const contents = useSchoolContents(school.id);

  async function remove() {
    await deleteSchool(school.id);
    await refresh();
    toast.add({
      title: intl.formatMessage(messages.removed, { name: school.name }),
      variant: 'success',
    });
  }

  const goes = contents.data ? describeContents(intl, contents.data) : [];
  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.removeTitle)}
      question={intl.formatMessage(messages.removeQuestion, { name: school.name })}
      submitLabel={intl.formatMessage(messages.removeSubmit)}
      pendingLabel={intl.formatMessage(messages.removePending)}
      onConfirm={remove}
      // Only once it is read what goes with it: nobody removes without seeing that.
      canConfirm={contents.data !== undefined}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {contents.error && !contents.data ? (
        <ErrorState onRetry={() => void contents.mutate()} />
      ) : !contents.data ? (
        <LoadingState label={intl.formatMessage(messages.contentsLoading)} />
      ) : goes.length > 0 ? (
        <div className="koers-schools__goes">
          <p className="koers-schools__text">{intl.formatMessage(messages.removeGoes)}</p>
          <ul>
            {goes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="koers-schools__text">{intl.formatMessage(messages.removeNothing)}</p>
      )}
      <p className="koers-schools__text">{intl.formatMessage(messages.removeFinal)}</p>
    </ConfirmDialog>
  );
}
