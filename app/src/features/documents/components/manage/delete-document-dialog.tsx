import type { Document } from '@koers/contract';
import { Button, Modal } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import { paths } from '@/lib/paths';
import { deleteDocument } from '../../api/delete-document';
import { useUpdateDocumentLists } from '../../api/document-lists';
import { documentKey } from '../../api/get-document';
import { manageMessages as messages } from './messages';

const SUBMIT_ID = 'delete-document-submit';

export interface DeleteDocumentDialogProps {
  document: Pick<Document, 'id' | 'name' | 'documentable_type' | 'documentable_id'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Asks before deleting a document, naming it. After `DELETE /api/documents/{id}` the lists
 * forget it and the app goes home, where the context's rule picks what to show now.
 */
export function DeleteDocumentDialog({
  document,
  isOpen,
  onOpenChange,
}: DeleteDocumentDialogProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const updateLists = useUpdateDocumentLists();

  async function submit() {
    await deleteDocument(document.id);
    // The lists first: home's rule must not pick the deleted document as the plan to open.
    await updateLists({ kind: 'deleted', document });
    await navigate(paths.home.href());
    await mutate(documentKey(document.id), undefined, { revalidate: false });
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.deleteTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={{}}
          firstFieldId={SUBMIT_ID}
        >
          <p className="koers-document__dialog-text">
            {intl.formatMessage(messages.deleteQuestion, { name: document.name })}
          </p>
          <p className="koers-document__dialog-text">
            {intl.formatMessage(messages.deleteConsequence)}
          </p>
          <div className="koers-app-form__actions">
            {/* The safe choice first: Enter right after opening does not delete. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button onPress={close} autoFocus>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <SubmitButton
              id={SUBMIT_ID}
              variant="danger"
              pendingLabel={intl.formatMessage(messages.deletePending)}
            >
              {intl.formatMessage(messages.deleteSubmit)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
