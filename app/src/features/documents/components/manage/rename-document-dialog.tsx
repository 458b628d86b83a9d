import type { Document } from '@koers/contract';
import { DOCUMENT_LIMITS } from '@koers/contract/constants';
import { Button, Modal, TextField } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import { useUpdateDocumentLists } from '../../api/document-lists';
import { documentKey } from '../../api/get-document';
import { renameDocument } from '../../api/rename-document';
import { manageMessages as messages } from './messages';

const FIELD_IDS = { name: 'rename-document-name' };

export interface RenameDocumentDialogProps {
  document: Pick<Document, 'id' | 'name'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Renames a document (`PATCH /api/documents/{id}`): its page, the sidebar and the tab follow. */
export function RenameDocumentDialog({
  document,
  isOpen,
  onOpenChange,
}: RenameDocumentDialogProps) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const updateLists = useUpdateDocumentLists();

  async function submit(data: FormData) {
    const updated = await renameDocument(document.id, String(data.get('name') ?? '').trim());
    // Only the name: the blocks and version in the cache are what the page (and an editor in
    // it) work with, and a rename changes neither.
    await mutate<Document>(
      documentKey(document.id),
      (current) => (current ? { ...current, name: updated.name } : updated),
      { revalidate: false },
    );
    await updateLists({ kind: 'saved', document: updated });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.renameTitle)}
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
            defaultValue={document.name}
            maxLength={DOCUMENT_LIMITS.name}
            isRequired
            // Opened to change the name: start in it (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton pendingLabel={intl.formatMessage(messages.renamePending)}>
              {intl.formatMessage(messages.renameSubmit)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
