import type { ContactCategory } from '@koers/contract';
import { Button, Modal, Select, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton, type FormErrorState } from '@/components/form';
import { useSession } from '@/lib/session/use-session';
import {
  deleteContactCategory,
  useRefreshCategories,
  type CategoryContactsDestination,
} from './api/contact-categories-api';
import { messages } from './messages';

const DESTINATION_ID = 'remove-category-destination';
const SUBMIT_ID = 'remove-category-submit';
/** The Select's key for "no category". */
const CLEAR = 'clear';

export interface RemoveCategoryDialogProps {
  category: ContactCategory;
  /** The context's categories: where its contacts may go. */
  categories: readonly ContactCategory[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the category is gone (its row, which opened the dialog, is gone with it). */
  onRemoved: () => void;
}

/**
 * Asks before removing a category, naming it. A category with contacts asks where they go:
 * another category, or none (they stay on the social map); the server refuses the removal
 * without that choice, which then shows on the choice.
 */
export function RemoveCategoryDialog({
  category,
  categories,
  isOpen,
  onOpenChange,
  onRemoved,
}: RemoveCategoryDialogProps) {
  const intl = useIntl();
  const { context } = useSession();
  const refresh = useRefreshCategories(context);
  const toast = useToast();
  const hasContacts = category.contact_count > 0;

  async function submit(data: FormData) {
    const choice = String(data.get('contacts') ?? '');
    const destination: CategoryContactsDestination =
      choice === CLEAR ? 'clear' : /^\d+$/.test(choice) ? { moveTo: Number(choice) } : null;
    await deleteContactCategory(category.id, destination);
    await refresh();
    toast.add({
      title: intl.formatMessage(messages.removed, { name: category.name }),
      variant: 'success',
    });
    onOpenChange(false);
    onRemoved();
  }

  // The server names the missing choice `contacts` and a target that is gone `move_to`: both
  // are the one Select.
  const describeErrors = (errors: FormErrorState): FormErrorState =>
    errors.fields.move_to
      ? { ...errors, fields: { ...errors.fields, contacts: errors.fields.move_to } }
      : errors;

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
          fieldIds={{ contacts: DESTINATION_ID, move_to: DESTINATION_ID }}
          firstFieldId={hasContacts ? DESTINATION_ID : SUBMIT_ID}
          describeErrors={describeErrors}
        >
          <p className="koers-contact-categories__text">
            {intl.formatMessage(messages.removeQuestion, { name: category.name })}
          </p>
          <p className="koers-contact-categories__text">
            {hasContacts
              ? intl.formatMessage(messages.removeHasContacts, {
                  name: category.name,
                  count: category.contact_count,
                })
              : intl.formatMessage(messages.removeNoContacts)}
          </p>
          {hasContacts ? (
            <Select
              id={DESTINATION_ID}
              name="contacts"
              label={intl.formatMessage(messages.destination, { count: category.contact_count })}
              placeholder={intl.formatMessage(messages.destinationPlaceholder)}
              isRequired
              options={[
                ...categories
                  .filter((c) => c.id !== category.id)
                  .map((c) => ({ id: String(c.id), label: c.name })),
                { id: CLEAR, label: intl.formatMessage(messages.destinationNone) },
              ]}
            />
          ) : null}
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
