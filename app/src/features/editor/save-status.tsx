import { Button } from '@koers/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { messages } from './messages';
import './editor.css';
import type { SaveState } from './save-queue';

export interface SaveStatusLineProps {
  state: Pick<SaveState, 'status'>;
  /** "try again": saves at once (`queue.flush()`). */
  onRetry: () => void;
  /** "choose a version": opens the conflict dialog again. */
  onResolve?: () => void;
}

/**
 * The status line of the editor: saved, saving, or not saved with a button to try again (or to
 * choose between versions). Screen readers hear only the failures, not every pause in typing.
 */
export function SaveStatusLine({ state, onRetry, onResolve }: SaveStatusLineProps) {
  const intl = useIntl();
  const { status } = state;
  let line;
  if (status === 'saved') line = intl.formatMessage(messages.saved);
  else if (status === 'saving') line = intl.formatMessage(messages.saving);
  else if (status === 'unsaved-error') {
    line = (
      <FormattedMessage
        {...messages.unsaved}
        values={{
          retry: (chunks) => (
            <Button size="sm" variant="ghost" onPress={onRetry}>
              {chunks}
            </Button>
          ),
        }}
      />
    );
  } else {
    line = (
      <FormattedMessage
        {...messages.conflict}
        values={{
          resolve: (chunks) =>
            onResolve ? (
              <Button size="sm" variant="ghost" onPress={onResolve}>
                {chunks}
              </Button>
            ) : (
              chunks
            ),
        }}
      />
    );
  }
  const announcement =
    status === 'unsaved-error'
      ? intl.formatMessage(messages.unsavedAnnouncement)
      : status === 'conflict'
        ? intl.formatMessage(messages.conflictAnnouncement)
        : '';
  return (
    <div className="koers-save-status" data-status={status}>
      <span className="koers-save-status__line">{line}</span>
      <span role="status" className="koers-visually-hidden">
        {announcement}
      </span>
    </div>
  );
}
