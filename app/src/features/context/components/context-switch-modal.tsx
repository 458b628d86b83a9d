import { Modal } from '@koers/ui';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { contextChoicesForUser } from '@/lib/session/context-choices';
import { useSession } from '@/lib/session/use-session';
import { ContextSwitcherPanel } from './context-switcher-panel';

const messages = defineMessages({
  title: { id: 'context.switch.title', defaultMessage: 'Switch environment' },
  close: { id: 'context.switch.close', defaultMessage: 'Close modal' },
});

export interface ContextSwitchModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * SPEC §2 'Wisselen van omgeving' for non-admins: choosing a school or board sets it as the
 * context, closes the modal and goes home (where the context redirect rule applies).
 */
export function ContextSwitchModal({ isOpen, onOpenChange }: ContextSwitchModalProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, context, setContext } = useSession();
  const choices = useMemo(() => (user ? contextChoicesForUser(user) : null), [user]);
  if (!choices) return null;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.title)}
      closeLabel={intl.formatMessage(messages.close)}
    >
      <ContextSwitcherPanel
        choices={choices}
        current={context}
        onChoose={async (choice) => {
          await setContext(choice);
          onOpenChange(false);
          await navigate(paths.home.href());
        }}
      />
    </Modal>
  );
}
