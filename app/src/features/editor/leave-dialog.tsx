import { Button, Modal } from '@koers/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import './editor.css';

export interface LeaveDialogProps {
  isOpen: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** "Leave without saving?": the question of `useLeaveGuard` (Escape stays). */
export function LeaveDialog({ isOpen, onStay, onLeave }: LeaveDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      isDismissable={false}
      hideCloseButton
      title={intl.formatMessage(messages.leaveTitle)}
    >
      <p>{intl.formatMessage(messages.leaveText)}</p>
      <LeaveActions onStay={onStay} onLeave={onLeave} />
    </Modal>
  );
}

/** The choices; staying has the focus when the question opens (the safe answer). */
function LeaveActions({ onStay, onLeave }: Omit<LeaveDialogProps, 'isOpen'>) {
  const intl = useIntl();
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <div className="koers-editor-dialog__actions">
      <Button variant="primary" onPress={onStay} ref={stay}>
        {intl.formatMessage(messages.leaveStay)}
      </Button>
      <Button variant="danger" onPress={onLeave}>
        {intl.formatMessage(messages.leaveGo)}
      </Button>
    </div>
  );
}
