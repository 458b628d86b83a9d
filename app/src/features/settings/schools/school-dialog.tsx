import type { OrganisationSchool } from '@koers/contract';
import { Button, Checkbox, Modal, TextField, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { createSchool, updateSchool, useRefreshSchools } from './api/schools-api';
import { messages } from './messages';

const FIELD_IDS = { name: 'school-name', brin_number: 'school-brin', calendar: 'school-calendar' };

export interface SchoolDialogProps {
  boardId: number;
  /** The school to change; without one the dialog adds a school to the board. */
  school?: Pick<OrganisationSchool, 'id' | 'name' | 'brin_number' | 'calendar'>;
  /** Super admins may change a school's BRIN number; a board sets it when adding the school. */
  mayChangeBrin: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Adds a school to the board (`POST /api/organisations/{id}/schools`) or changes one
 * (`PATCH /api/schools/{id}`): its name, BRIN number and whether it keeps a yearly calendar.
 * The server checks the BRIN number (two digits, two capitals, not another school's).
 */
export function SchoolDialog({
  boardId,
  school,
  mayChangeBrin,
  isOpen,
  onOpenChange,
}: SchoolDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshSchools(boardId);
  const brinEditable = !school || mayChangeBrin;

  async function submit(data: FormData) {
    const brin = String(data.get('brin_number') ?? '').trim();
    const body = {
      name: String(data.get('name') ?? '').trim(),
      calendar: data.get('calendar') !== null,
      ...(brinEditable ? { brin_number: brin === '' ? null : brin } : {}),
    };
    const saved = school ? await updateSchool(school.id, body) : await createSchool(boardId, body);
    await refresh();
    toast.add({
      title: intl.formatMessage(school ? messages.saved : messages.added, { name: saved.name }),
      variant: 'success',
    });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(school ? messages.editTitle : messages.addTitle)}
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
            label={intl.formatMessage(messages.name)}
            id={FIELD_IDS.name}
            name="name"
            defaultValue={school?.name}
            maxLength={255}
            isRequired
            // Opened to fill in the school: start in its name (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          {brinEditable ? (
            <TextField
              label={intl.formatMessage(messages.brinNumber)}
              description={intl.formatMessage(messages.brinHint)}
              id={FIELD_IDS.brin_number}
              name="brin_number"
              defaultValue={school?.brin_number ?? ''}
              maxLength={4}
              autoComplete="off"
            />
          ) : (
            <dl className="koers-schools__readonly">
              <dt>{intl.formatMessage(messages.brinNumber)}</dt>
              <dd>
                {school?.brin_number ?? (
                  <span className="koers-settings__muted">
                    {intl.formatMessage(messages.notSet)}
                  </span>
                )}
                <span className="koers-field__description">
                  {intl.formatMessage(messages.brinReadOnly)}
                </span>
              </dd>
            </dl>
          )}
          <Checkbox
            id={FIELD_IDS.calendar}
            name="calendar"
            defaultSelected={school?.calendar ?? false}
          >
            {intl.formatMessage(messages.calendar)}
          </Checkbox>
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton pendingLabel={intl.formatMessage(messages.savePending)}>
              {intl.formatMessage(messages.save)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
