import { Banner, Button } from '@koers/ui';
import { useIntl } from 'react-intl';
import type { Draft } from './drafts';
import { messages } from './messages';
import './editor.css';

export interface DraftOfferProps {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
  /** The restored changes are being saved. */
  isRestoring?: boolean;
  now?: Date;
}

/** "Restore unsaved changes from 14:32?" with Restore and Discard. */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
  isRestoring = false,
  now = new Date(),
}: DraftOfferProps) {
  const intl = useIntl();
  const saved = new Date(draft.savedAt);
  const today = saved.toDateString() === now.toDateString();
  const time = today
    ? intl.formatTime(saved, { hour: '2-digit', minute: '2-digit' })
    : intl.formatDate(saved, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      });
  return (
    <Banner
      variant="warning"
      action={
        <div className="koers-draft-offer__actions">
          <Button
            variant="primary"
            size="sm"
            onPress={onRestore}
            isPending={isRestoring}
            pendingLabel={intl.formatMessage(messages.restoring)}
          >
            {intl.formatMessage(messages.restore)}
          </Button>
          <Button size="sm" onPress={onDiscard} isDisabled={isRestoring}>
            {intl.formatMessage(messages.discard)}
          </Button>
        </div>
      }
    >
      {intl.formatMessage(messages.draftOffer, { time })}
    </Banner>
  );
}
