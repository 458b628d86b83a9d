import { Button, Modal } from '@koers/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../messages';
import { ServerForm, SubmitButton, type FormErrorState } from '../form';

/** One confirmation is open at a time: a fixed id for the error summary's link. */
const SUBMIT_ID = 'confirm-dialog-submit';
const NO_FIELDS: Record<string, string> = {};

export interface ConfirmDialogProps {
  title: string;
  /** The question, naming what it is about ("Do you want to remove …?"). */
  question: ReactNode;
  /** What happens, to whom and to what; paragraphs or a list. */
  children?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /** `danger` (default) when the action takes something away. */
  variant?: 'primary' | 'danger';
  /**
   * Does it, with the form's values when the dialog asks a choice (a field among `children`). A
   * thrown API error shows in the dialog's error summary (a 422 such as "the last super admin"),
   * on its field when `fieldIds` names one, and the dialog stays open; after success it closes.
   */
  onConfirm: (data: FormData) => Promise<unknown>;
  /** The server's field names → the ids of the choice's fields among `children`. */
  fieldIds?: Record<string, string>;
  /** Where the focus goes when the dialog asks a choice (its first field's id). */
  firstFieldId?: string;
  /**
   * False while what the question needs is still loading (what goes with a school): the action
   * is not offered until it is shown.
   */
  canConfirm?: boolean;
  /** Rewrites the server's errors before they show (e.g. two field names for one choice). */
  describeErrors?: (errors: FormErrorState) => FormErrorState;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The app's one confirmation: a dialog whose action runs as the submit of the one form pattern
 * (ServerForm), so a refusal of the server is shown like any form error. Cancel comes first and
 * has the focus: Enter right after opening does nothing.
 */
export function ConfirmDialog({
  title,
  question,
  children,
  submitLabel,
  pendingLabel,
  variant = 'danger',
  onConfirm,
  fieldIds = NO_FIELDS,
  firstFieldId = SUBMIT_ID,
  describeErrors,
  canConfirm = true,
  isOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={intl.formatMessage(commonMessages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={async (data) => {
            await onConfirm(data);
            onOpenChange(false);
          }}
          fieldIds={fieldIds}
          firstFieldId={firstFieldId}
          describeErrors={describeErrors}
        >
          <p className="koers-app-form__text">{question}</p>
          {children}
          <div className="koers-app-form__actions">
            {/* The safe choice first: Enter right after opening does not remove. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button onPress={close} autoFocus>
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
            {canConfirm ? (
              <SubmitButton id={SUBMIT_ID} variant={variant} pendingLabel={pendingLabel}>
                {submitLabel}
              </SubmitButton>
            ) : null}
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
