import { Button, Modal } from '@koers/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { userMessages as messages } from './messages';

const SUBMIT_ID = 'admin-user-confirm-submit';

export interface ConfirmDialogProps {
  title: string;
  /** The question, naming who it is about. */
  question: string;
  /** What the action does, to whom and to what (sessions, memberships). */
  children?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /** `danger` when the action takes something away. */
  variant?: 'primary' | 'danger';
  /** Does it; throws the API error to show (a 422 such as "the last super admin"). */
  onConfirm: () => Promise<unknown>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Asks before an action on a user: the question names them, the text says what happens. The
 * action runs as the form's submit, so a refusal of the server shows in the dialog's error
 * summary; the dialog closes once it is done. Cancel comes first and has the focus: Enter right
 * after opening does nothing.
 */
export function ConfirmDialog({
  title,
  question,
  children,
  submitLabel,
  pendingLabel,
  variant = 'danger',
  onConfirm,
  isOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={async () => {
            await onConfirm();
            onOpenChange(false);
          }}
          fieldIds={{}}
          firstFieldId={SUBMIT_ID}
        >
          <p className="koers-admin-users__text">{question}</p>
          {children}
          <div className="koers-app-form__actions">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button onPress={close} autoFocus>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <SubmitButton id={SUBMIT_ID} variant={variant} pendingLabel={pendingLabel}>
              {submitLabel}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
