import type { Contact } from '@koers/contract';
import { Spinner, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm';
import { useSession } from '@/lib/session/use-session';
import { deleteContact, useContactDocuments, useRefreshContacts } from '../api/contact-writes';
import { editMessages as messages } from '../edit-messages';

export interface RemoveContactDialogProps {
  contact: Pick<Contact, 'id' | 'name'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the contact is gone (its row, which opened the dialog, is gone with it). */
  onRemoved: () => void;
}

/**
 * Asks before removing a contact from the social map, naming it and the documents whose contact
 * blocks name it (`GET /api/contacts/{id}/documents`): those keep the details they show. Removing
 * then says the user has seen them (`documents=keep`); should a document name the contact in the
 * meantime, the server refuses, naming it, and the list here is fetched again.
 */
export function RemoveContactDialog({
  contact,
  isOpen,
  onOpenChange,
  onRemoved,
}: RemoveContactDialogProps) {
  const intl = useIntl();
  const { context } = useSession();
  const refresh = useRefreshContacts(context);
  const toast = useToast();
  const documents = useContactDocuments(contact.id);
  const named = documents.data ?? [];

  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.removeTitle)}
      question={intl.formatMessage(messages.removeQuestion, { name: contact.name })}
      submitLabel={intl.formatMessage(messages.remove)}
      pendingLabel={intl.formatMessage(messages.removePending)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        try {
          await deleteContact(contact.id, named.length > 0);
        } catch (error) {
          void documents.mutate();
          throw error;
        }
        await refresh();
        toast.add({
          title: intl.formatMessage(messages.removed, { name: contact.name }),
          variant: 'success',
        });
        onRemoved();
      }}
    >
      {documents.data === undefined && documents.error === undefined ? (
        <Spinner label={intl.formatMessage(messages.removeChecking)} showLabel />
      ) : documents.error !== undefined && documents.data === undefined ? (
        <p className="koers-app-form__text">{intl.formatMessage(messages.removeCheckFailed)}</p>
      ) : named.length === 0 ? (
        <p className="koers-app-form__text">{intl.formatMessage(messages.removeNoDocuments)}</p>
      ) : (
        <div className="koers-contacts__documents">
          <p className="koers-app-form__text">
            {intl.formatMessage(messages.removeInDocuments, {
              name: contact.name,
              count: named.length,
            })}
          </p>
          <ul>
            {named.map((document) => (
              <li key={document.id}>{document.name}</li>
            ))}
          </ul>
          <p className="koers-app-form__text">{intl.formatMessage(messages.removeKeep)}</p>
        </div>
      )}
    </ConfirmDialog>
  );
}
