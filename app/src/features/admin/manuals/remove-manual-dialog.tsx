import type { AdminManual } from '@koers/contract';
import { useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm';
import { deleteManual, useRefreshManuals } from './api/manuals-api';
import { manualMessages as messages } from './messages';

export interface RemoveManualDialogProps {
  manual: Pick<AdminManual, 'id' | 'title'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the manual is gone (whatever opened the dialog may be gone with it). */
  onRemoved: () => void;
}

/**
 * Asks before removing a manual, naming it and what goes: users no longer find it, its text and
 * video address are deleted. Cancel has the focus, so Enter right after opening removes nothing.
 */
export function RemoveManualDialog({
  manual,
  isOpen,
  onOpenChange,
  onRemoved,
}: RemoveManualDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshManuals();

  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.removeTitle)}
      question={intl.formatMessage(messages.removeQuestion, { name: manual.title })}
      submitLabel={intl.formatMessage(messages.removeSubmit)}
      pendingLabel={intl.formatMessage(messages.removePending)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        await deleteManual(manual.id);
        await refresh(manual.id);
        toast.add({
          title: intl.formatMessage(messages.removed, { name: manual.title }),
          variant: 'success',
        });
        onRemoved();
      }}
    >
      <p className="koers-app-form__text">{intl.formatMessage(messages.removeConsequence)}</p>
    </ConfirmDialog>
  );
}
