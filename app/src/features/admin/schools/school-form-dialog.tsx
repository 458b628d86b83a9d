import type { AdminSchool } from '@koers/contract';
import { Button, Checkbox, Modal, Select, TextField, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { messages as adminMessages } from '../messages';
import { createSchool, updateSchool, useAllBoards, useRefreshSchools } from './api/schools-api';
import { schoolMessages as messages } from './messages';

const FIELD_IDS = {
  name: 'school-name',
  brin_number: 'school-brin-number',
  organisation_id: 'school-board',
  calendar: 'school-calendar',
};
/** The Select's key for "no board". */
export const NO_BOARD = 'none';

export interface SchoolFormDialogProps {
  /** The school to edit; a new school when absent. Its board changes through "move". */
  school?: Pick<AdminSchool, 'id' | 'name' | 'brin_number' | 'calendar'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Creates a school (name, BRIN number, its board or none, calendar on or off) or changes its
 * name, BRIN number and calendar (`POST`/`PATCH /api/admin/schools`). The server checks the BRIN
 * number and the board and says what is wrong at the field. A school changes board through the
 * move dialog, which first says what that changes.
 */
export function SchoolFormDialog({ school, isOpen, onOpenChange }: SchoolFormDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshSchools();
  const boards = useAllBoards();

  async function submit(data: FormData) {
    const name = String(data.get('name') ?? '').trim();
    // BRIN numbers are written in capitals; an empty field is "none".
    const brin_number =
      String(data.get('brin_number') ?? '')
        .trim()
        .toUpperCase() || null;
    const calendar = data.get('calendar') !== null;
    let saved: AdminSchool;
    if (school) {
      saved = await updateSchool(school.id, { name, brin_number, calendar });
    } else {
      const board = String(data.get('organisation_id') ?? NO_BOARD);
      saved = await createSchool({
        name,
        brin_number,
        calendar,
        organisation_id: board === NO_BOARD || board === '' ? null : Number(board),
      });
    }
    await refresh();
    toast.add({
      title: school
        ? intl.formatMessage(messages.saved)
        : intl.formatMessage(messages.created, { name: saved.name }),
      variant: 'success',
    });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(school ? messages.editTitle : messages.createTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={FIELD_IDS}
          firstFieldId={FIELD_IDS.name}
        >
          <TextField
            label={intl.formatMessage(adminMessages.name)}
            id={FIELD_IDS.name}
            name="name"
            defaultValue={school?.name ?? ''}
            maxLength={255}
            isRequired
            // Opened to fill in the school: start in its first field (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <TextField
            label={intl.formatMessage(adminMessages.brinNumber)}
            description={intl.formatMessage(messages.brinHint)}
            id={FIELD_IDS.brin_number}
            name="brin_number"
            defaultValue={school?.brin_number ?? ''}
            autoComplete="off"
          />
          {school ? null : (
            <Select
              id={FIELD_IDS.organisation_id}
              name="organisation_id"
              label={intl.formatMessage(adminMessages.board)}
              description={
                boards.error
                  ? intl.formatMessage(messages.boardsFailed)
                  : !boards.data
                    ? intl.formatMessage(messages.boardsLoading)
                    : intl.formatMessage(messages.boardHint)
              }
              defaultSelectedKey={NO_BOARD}
              options={[
                { id: NO_BOARD, label: intl.formatMessage(messages.noBoard) },
                ...(boards.data ?? []).map((board) => ({
                  id: String(board.id),
                  label: board.authority_number
                    ? `${board.name} (${board.authority_number})`
                    : board.name,
                })),
              ]}
            />
          )}
          <Checkbox
            id={FIELD_IDS.calendar}
            name="calendar"
            value="1"
            defaultSelected={school?.calendar ?? false}
            description={intl.formatMessage(messages.calendarHint)}
          >
            {intl.formatMessage(messages.calendarLabel)}
          </Checkbox>
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton
              pendingLabel={intl.formatMessage(
                school ? messages.savePending : messages.createPending,
              )}
            >
              {intl.formatMessage(school ? messages.save : messages.createSubmit)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
