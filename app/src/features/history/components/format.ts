import type { HistoryEntry } from '@koers/contract';
import type { IntlShape } from 'react-intl';
import { messages } from '../messages';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** A moment of the history: date and time. */
export function formatWhen(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, DATE_TIME);
}

/** When an entry's saves were made: one moment, or from its first to its last save. */
export function formatEntryWhen(intl: IntlShape, entry: HistoryEntry): string {
  if (entry.started_at === entry.saved_at) return formatWhen(intl, entry.saved_at);
  return intl.formatDateTimeRange(new Date(entry.started_at), new Date(entry.saved_at), DATE_TIME);
}

/** Who made an entry or a version (null: a person since removed, or the history's start). */
export function authorName(intl: IntlShape, author: { name: string } | null): string {
  return author?.name ?? intl.formatMessage(messages.someone);
}

export function entryKindLabel(intl: IntlShape, kind: HistoryEntry['kind']): string {
  switch (kind) {
    case 'created':
      return intl.formatMessage(messages.kindCreated);
    case 'restored':
      return intl.formatMessage(messages.kindRestored);
    case 'baseline':
      return intl.formatMessage(messages.kindBaseline);
    default:
      return intl.formatMessage(messages.kindSaved);
  }
}
