import type { BoardText } from '@koers/contract';
import { defineMessage, type IntlShape } from 'react-intl';

const boardTextMessage = defineMessage<{ date: string }>({
  id: 'documents.boardText',
  defaultMessage: 'Board text · changed on {date}',
});

/**
 * The label of a block of fixed board text ("Tekst van het bestuur · gewijzigd op 3 mei 2027"),
 * which the read view and the editor show above the board's chapter; null for the school's own
 * blocks. `@koers/ui` takes it as a block's `locked`.
 */
export function boardTextLabel(
  intl: IntlShape,
  boardText: BoardText | null | undefined,
): string | null {
  if (!boardText) return null;
  const date = intl.formatDate(boardText.changed_at, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return intl.formatMessage(boardTextMessage, { date });
}
