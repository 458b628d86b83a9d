import type { PresenceEditor } from '@koers/contract';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import './editor.css';

/** "Also editing: Anna de Vries, Piet Jansen", or nothing when nobody else is editing. */
export function PresenceLine({ editors }: { editors: readonly PresenceEditor[] }) {
  const intl = useIntl();
  if (editors.length === 0) return null;
  return (
    <p className="koers-presence">
      {intl.formatMessage(messages.alsoEditing, {
        names: editors.map((editor) => editor.name).join(', '),
      })}
    </p>
  );
}
