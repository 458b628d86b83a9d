import type { Document } from '@koers/contract';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm';
import { paths } from '@/lib/paths';
import { deleteDocument } from '../../api/delete-document';
import { useUpdateDocumentLists } from '../../api/document-lists';
import { documentKey } from '../../api/get-document';
import { manageMessages as messages } from './messages';

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

  async function remove() {
    await deleteDocument(document.id);
    // The lists first: home's rule must not pick the deleted document as the plan to open.
    await updateLists({ kind: 'deleted', document });
    await navigate(paths.home.href());
    await mutate(documentKey(document.id), undefined, { revalidate: false });
  }

  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.deleteTitle)}
      question={intl.formatMessage(messages.deleteQuestion, { name: document.name })}
      submitLabel={intl.formatMessage(messages.deleteSubmit)}
      pendingLabel={intl.formatMessage(messages.deletePending)}
      onConfirm={remove}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <p className="koers-app-form__text">{intl.formatMessage(messages.deleteConsequence)}</p>
    </ConfirmDialog>
  );
}
