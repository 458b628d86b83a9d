import type { Contact } from '@koers/contract';
import { Button, Modal, Spinner, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { useSession } from '@/lib/session/use-session';
import { deleteContact, useContactDocuments, useRefreshContacts } from '../api/contact-writes';
import { editMessages as messages } from '../edit-messages';

const SUBMIT_ID = 'remove-contact-submit';

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

  async function submit() {
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
    onOpenChange(false);
    onRemoved();
  }

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
          fieldIds={{ documents: SUBMIT_ID }}
          firstFieldId={SUBMIT_ID}
        >
          <p className="koers-contacts__text">
            {intl.formatMessage(messages.removeQuestion, { name: contact.name })}
          </p>
          {documents.data === undefined && documents.error === undefined ? (
            <Spinner label={intl.formatMessage(messages.removeChecking)} showLabel />
          ) : documents.error !== undefined && documents.data === undefined ? (
            <p className="koers-contacts__text">{intl.formatMessage(messages.removeCheckFailed)}</p>
          ) : named.length === 0 ? (
            <p className="koers-contacts__text">{intl.formatMessage(messages.removeNoDocuments)}</p>
          ) : (
            <div className="koers-contacts__documents">
              <p className="koers-contacts__text">
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
              <p className="koers-contacts__text">{intl.formatMessage(messages.removeKeep)}</p>
            </div>
          )}
          <div className="koers-app-form__actions">
            {/* The safe choice first: Enter right after opening does not remove. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button onPress={close} autoFocus>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <SubmitButton
              id={SUBMIT_ID}
              variant="danger"
              pendingLabel={intl.formatMessage(messages.removePending)}
            >
              {intl.formatMessage(messages.remove)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
