import type { OrganisationSchool, SchoolContents } from '@koers/contract';
import { Button, Modal, useToast } from '@koers/ui';
import { useIntl, type IntlShape } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { ErrorState, LoadingState } from '@/components/states';
import { deleteSchool, useRefreshSchools, useSchoolContents } from './api/schools-api';
import { messages } from './messages';

const SUBMIT_ID = 'remove-school-submit';

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

  async function submit() {
    await deleteSchool(school.id);
    await refresh();
    toast.add({
      title: intl.formatMessage(messages.removed, { name: school.name }),
      variant: 'success',
    });
    onOpenChange(false);
  }

  const goes = contents.data ? describeContents(intl, contents.data) : [];
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.removeTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={{}}
          firstFieldId={SUBMIT_ID}
        >
          <p className="koers-schools__text">
            {intl.formatMessage(messages.removeQuestion, { name: school.name })}
          </p>
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
          <div className="koers-app-form__actions">
            {/* The safe choice first: Enter right after opening removes nothing. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button onPress={close} autoFocus>
              {intl.formatMessage(messages.cancel)}
            </Button>
            {/* Only once the counts are read: nobody removes a school without seeing them. */}
            {contents.data ? (
              <SubmitButton
                id={SUBMIT_ID}
                variant="danger"
                pendingLabel={intl.formatMessage(messages.removePending)}
              >
                {intl.formatMessage(messages.removeSubmit)}
              </SubmitButton>
            ) : null}
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
