import type { ContactCategory } from '@koers/contract';
import { CONTACT_CATEGORY_NAME_MAX } from '@koers/contract';
import { Button, Modal, TextField, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { useSession } from '@/lib/session/use-session';
import {
  createContactCategory,
  renameContactCategory,
  useRefreshCategories,
} from './api/contact-categories-api';
import { messages } from './messages';

const FIELD_IDS = { name: 'contact-category-name' };

export interface CategoryNameDialogProps {
  /** The category to rename; without one the dialog adds a new category. */
  category?: Pick<ContactCategory, 'id' | 'name'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Adds a category to the social map (`POST …/contact-categories`, it goes last) or renames one
 * (`PATCH /api/contact-categories/{id}`). The server refuses an empty name and one the map has
 * already, on the name field.
 */
export function CategoryNameDialog({ category, isOpen, onOpenChange }: CategoryNameDialogProps) {
  const intl = useIntl();
  const { context } = useSession();
  const refresh = useRefreshCategories(context);
  const toast = useToast();

  async function submit(data: FormData) {
    if (!context) return;
    const name = String(data.get('name') ?? '');
    const saved = category
      ? await renameContactCategory(category.id, name)
      : await createContactCategory(context, { name });
    await refresh();
    toast.add({
      title: intl.formatMessage(category ? messages.renamed : messages.added, { name: saved.name }),
      variant: 'success',
    });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(category ? messages.renameTitle : messages.addTitle)}
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
            description={intl.formatMessage(messages.nameHint)}
            id={FIELD_IDS.name}
            name="name"
            defaultValue={category?.name}
            maxLength={CONTACT_CATEGORY_NAME_MAX}
            isRequired
            // Opened to give a name: start in it (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton
              pendingLabel={intl.formatMessage(
                category ? messages.renamePending : messages.addPending,
              )}
            >
              {intl.formatMessage(category ? messages.save : messages.add)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
