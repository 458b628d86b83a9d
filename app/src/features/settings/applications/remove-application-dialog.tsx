import type { Application } from '@koers/contract';
import { useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm';
import { schoolApplicationsKey } from '@/lib/api/school-applications';
import { deleteApplication } from './api/applications-api';
import { messages } from './messages';

export interface RemoveApplicationDialogProps {
  schoolId: number;
  application: Application;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the removal: its row is gone, so the caller moves the focus. */
  onRemoved: () => void;
}

/** Asks before removing an application, naming it (`DELETE /api/applications/{id}`). */
export function RemoveApplicationDialog({
  schoolId,
  application,
  isOpen,
  onOpenChange,
  onRemoved,
}: RemoveApplicationDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { name } = application;

  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.removeTitle)}
      question={intl.formatMessage(messages.removeQuestion, { name })}
      submitLabel={intl.formatMessage(messages.remove)}
      pendingLabel={intl.formatMessage(messages.removePending)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        await deleteApplication(application.id);
        await mutate(schoolApplicationsKey(schoolId));
        toast.add({ title: intl.formatMessage(messages.removed, { name }), variant: 'success' });
        onRemoved();
      }}
    >
      <p className="koers-app-form__text">
        {intl.formatMessage(messages.removeConsequence, { name })}
      </p>
    </ConfirmDialog>
  );
}
