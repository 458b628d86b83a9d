import type { Document } from '@koers/contract';
import { DOCUMENT_HISTORY } from '@koers/contract/constants';
import { Button, Modal, TextAreaField } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { useStatusChange } from './use-status-change';
import { manageMessages as messages } from './messages';

const FIELD_IDS = { note: 'adopt-document-note', status: 'adopt-document-note' };

export interface AdoptDocumentDialogProps {
  document: Pick<Document, 'id' | 'name'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Adopts a document ("vaststellen", `PUT /api/documents/{id}/status`): with an optional note such
 * as the participation council's consent. The document becomes read-only and the version is kept
 * in its history under the adoption.
 */
export function AdoptDocumentDialog({ document, isOpen, onOpenChange }: AdoptDocumentDialogProps) {
  const intl = useIntl();
  const changeStatus = useStatusChange(document.id);

  async function submit(data: FormData) {
    const note = String(data.get('note') ?? '').trim();
    await changeStatus({ status: 'vastgesteld', note: note === '' ? null : note });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.adoptTitle, { name: document.name })}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={FIELD_IDS}
          firstFieldId={FIELD_IDS.note}
        >
          <p className="koers-app-form__text">{intl.formatMessage(messages.adoptText)}</p>
          <TextAreaField
            label={intl.formatMessage(messages.adoptNote)}
            description={intl.formatMessage(messages.adoptNoteHint)}
            id={FIELD_IDS.note}
            name="note"
            maxLength={DOCUMENT_HISTORY.adoptionNote}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton pendingLabel={intl.formatMessage(messages.adoptPending)}>
              {intl.formatMessage(messages.adoptSubmit)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
