import type { CalendarCategory } from '@koers/contract';
import { Button, Modal, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { deleteCalendarCategory, useRefreshCalendarCategories } from './api/calendar-settings-api';
import { messages } from './messages';

const SUBMIT_ID = 'remove-calendar-category-submit';

export interface RemoveCategoryDialogProps {
  schoolId: number;
  category: CalendarCategory;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the removal, before the dialog closes (the row and its menu are gone). */
  onRemoved: () => void;
}

/** Asks before removing a calendar category, naming it and saying its events stay. */
export function RemoveCategoryDialog({
  schoolId,
  category,
  isOpen,
  onOpenChange,
  onRemoved,
}: RemoveCategoryDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshCalendarCategories(schoolId);

  async function submit() {
    await deleteCalendarCategory(category.id);
    await refresh();
    toast.add({
      title: intl.formatMessage(messages.removed, { name: category.name }),
      variant: 'success',
    });
    onRemoved();
    onOpenChange(false);
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
          fieldIds={{}}
          firstFieldId={SUBMIT_ID}
        >
          <p className="koers-calendar-settings__text">
            {intl.formatMessage(messages.removeQuestion, { name: category.name })}
          </p>
          <p className="koers-calendar-settings__text">
            {intl.formatMessage(messages.removeConsequence)}
          </p>
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
