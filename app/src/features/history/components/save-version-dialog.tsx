import type { DocumentVersion } from '@koers/contract';
import { DOCUMENT_HISTORY } from '@koers/contract/constants';
import { Button, Modal, TextField, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import { commonMessages } from '@/components/messages';
import { createVersion } from '../api/create-version';
import { historyKeys } from '../api/keys';
import { messages } from '../messages';

const FIELD_IDS = { name: 'save-version-name' };

export interface SaveVersionDialogProps {
  documentId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Names the document's current version (`POST …/versions`): the server says what is wrong with
 * a name (a 422 on the field); after saving, the list of versions shows it and a toast confirms.
 */
export function SaveVersionDialog({ documentId, isOpen, onOpenChange }: SaveVersionDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();

  async function submit(data: FormData) {
    const saved = await createVersion(documentId, String(data.get('name') ?? '').trim());
    // Newest first, as the server lists them; then asked anew (an adoption may have come in).
    await mutate<DocumentVersion[]>(
      historyKeys.versions(documentId),
      (current) => [saved, ...(current ?? []).filter((v) => v.id !== saved.id)],
      { revalidate: true },
    );
    toast.add({
      title: intl.formatMessage(messages.versionSaved, { name: saved.name }),
      variant: 'success',
    });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.saveVersionTitle)}
      closeLabel={intl.formatMessage(commonMessages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={FIELD_IDS}
          firstFieldId={FIELD_IDS.name}
        >
          <p className="koers-app-form__text">{intl.formatMessage(messages.saveVersionText)}</p>
          <TextField
            label={intl.formatMessage(messages.versionName)}
            description={intl.formatMessage(messages.versionNameHint)}
            id={FIELD_IDS.name}
            name="name"
            maxLength={DOCUMENT_HISTORY.versionName}
            autoComplete="off"
            isRequired
            // Opened to type a name: start in it (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(commonMessages.cancel)}</Button>
            <SubmitButton pendingLabel={intl.formatMessage(messages.saveVersionPending)}>
              {intl.formatMessage(messages.saveVersionSubmit)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
