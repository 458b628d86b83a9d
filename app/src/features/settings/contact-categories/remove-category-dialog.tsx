import type { ContactCategory } from '@koers/contract';
import { Select, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm';
import { type FormErrorState } from '@/components/form';
import { useSession } from '@/lib/session/use-session';
import {
  deleteContactCategory,
  useRefreshCategories,
  type CategoryContactsDestination,
} from './api/contact-categories-api';
import { messages } from './messages';

const DESTINATION_ID = 'remove-category-destination';
const FIELD_IDS = { contacts: DESTINATION_ID, move_to: DESTINATION_ID };
/** The Select's key for "no category". */
const CLEAR = 'clear';

// The server names the missing choice `contacts` and a target that is gone `move_to`: both are
// the one Select.
const describeErrors = (errors: FormErrorState): FormErrorState =>
  errors.fields.move_to
    ? { ...errors, fields: { ...errors.fields, contacts: errors.fields.move_to } }
    : errors;

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

  async function remove(data: FormData) {
    const choice = String(data.get('contacts') ?? '');
    const destination: CategoryContactsDestination =
      choice === CLEAR ? 'clear' : /^\d+$/.test(choice) ? { moveTo: Number(choice) } : null;
    await deleteContactCategory(category.id, destination);
    await refresh();
    toast.add({
      title: intl.formatMessage(messages.removed, { name: category.name }),
      variant: 'success',
    });
    onRemoved();
  }

  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.removeTitle)}
      question={intl.formatMessage(messages.removeQuestion, { name: category.name })}
      submitLabel={intl.formatMessage(messages.remove)}
      pendingLabel={intl.formatMessage(messages.removePending)}
      onConfirm={remove}
      fieldIds={FIELD_IDS}
      describeErrors={describeErrors}
      {...(hasContacts ? { firstFieldId: DESTINATION_ID } : {})}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <p className="koers-app-form__text">
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
    </ConfirmDialog>
  );
}
