import type { AdminOrganisation } from '@koers/contract';
import { Button, Modal, TextField, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { messages as adminMessages } from '../messages';
import { createBoard, updateBoard, useRefreshBoards } from './api/boards-api';
import { boardMessages as messages } from './messages';

const FIELD_IDS = { name: 'board-name', authority_number: 'board-authority-number' };

export interface BoardFormDialogProps {
  /** The board to edit; a new board when absent. */
  board?: Pick<AdminOrganisation, 'id' | 'name' | 'authority_number'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After a save, with the board as the server has it now. */
  onSaved?: (board: AdminOrganisation) => void;
}

/**
 * Creates a board or changes its name and authority number (`POST`/`PATCH
 * /api/admin/organisations`). The server checks the number (five digits, one board each) and
 * says what is wrong at the field.
 */
export function BoardFormDialog({ board, isOpen, onOpenChange, onSaved }: BoardFormDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshBoards();

  async function submit(data: FormData) {
    const name = String(data.get('name') ?? '').trim();
    // An empty field is "no number yet": the API takes null for that.
    const authority_number = String(data.get('authority_number') ?? '').trim() || null;
    const saved = board
      ? await updateBoard(board.id, { name, authority_number })
      : await createBoard({ name, authority_number });
    await refresh();
    toast.add({
      title: board
        ? intl.formatMessage(messages.saved)
        : intl.formatMessage(messages.created, { name: saved.name }),
      variant: 'success',
    });
    onOpenChange(false);
    onSaved?.(saved);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(board ? messages.editTitle : messages.createTitle)}
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
            defaultValue={board?.name ?? ''}
            maxLength={255}
            isRequired
            // Opened to fill in the board: start in its first field (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <TextField
            label={intl.formatMessage(adminMessages.authorityNumber)}
            description={intl.formatMessage(messages.authorityNumberHint)}
            id={FIELD_IDS.authority_number}
            name="authority_number"
            defaultValue={board?.authority_number ?? ''}
            inputMode="numeric"
            autoComplete="off"
          />
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton
              pendingLabel={intl.formatMessage(
                board ? messages.savePending : messages.createPending,
              )}
            >
              {intl.formatMessage(board ? messages.save : messages.createSubmit)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
