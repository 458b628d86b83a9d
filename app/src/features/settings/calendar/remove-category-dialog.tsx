import type { CalendarCategory } from '@koers/contract';
import { useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm';
import { deleteCalendarCategory, useRefreshCalendarCategories } from './api/calendar-settings-api';
import { messages } from './messages';

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

  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.removeTitle)}
      question={intl.formatMessage(messages.removeQuestion, { name: category.name })}
      submitLabel={intl.formatMessage(messages.remove)}
      pendingLabel={intl.formatMessage(messages.removePending)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        await deleteCalendarCategory(category.id);
        await refresh();
        toast.add({
          title: intl.formatMessage(messages.removed, { name: category.name }),
          variant: 'success',
        });
        onRemoved();
      }}
    >
      <p className="koers-app-form__text">{intl.formatMessage(messages.removeConsequence)}</p>
    </ConfirmDialog>
  );
}
