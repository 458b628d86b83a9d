import type { DocumentVersion, HistoryEntry } from '@koers/contract';
import { Button, Select, type SelectOption } from '@koers/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { messages } from '../messages';
import { authorName, formatEntryWhen, formatWhen } from './format';

export interface ComparePickerProps {
  documentId: number;
  entries: readonly HistoryEntry[];
  versions: readonly DocumentVersion[];
}

/**
 * Any two versions compared: "From" and "To" offer the named versions and the history's entries
 * (as far as loaded). From starts at the entry before the newest, To at the newest: one press
 * shows what the last change did.
 */
export function ComparePicker({ documentId, entries, versions }: ComparePickerProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  // Keys of their own: a named version and an entry may point at the same version number.
  const choices = useMemo(() => {
    const list: Array<SelectOption & { version: number }> = [
      ...versions.map((v) => ({
        id: `n${v.id}`,
        version: v.version,
        label: intl.formatMessage(messages.namedOption, {
          name: v.name,
          when: formatWhen(intl, v.created_at),
        }),
      })),
      ...entries.map((e) => ({
        id: `e${e.version}`,
        version: e.version,
        label: intl.formatMessage(messages.entryOption, {
          version: e.version,
          when: formatEntryWhen(intl, e),
          author: authorName(intl, e.author),
        }),
      })),
    ];
    return list;
  }, [entries, versions, intl]);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const fromKey = from ?? (entries[1] ? `e${entries[1].version}` : null);
  const toKey = to ?? (entries[0] ? `e${entries[0].version}` : null);
  const versionOf = (key: string | null) => choices.find((c) => c.id === key)?.version;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const van = versionOf(fromKey);
    const tot = versionOf(toKey);
    if (van === undefined || tot === undefined) return;
    void navigate(paths.documentHistory.href(documentId, { van, tot }));
  }

  if (choices.length < 2) return null;
  return (
    <form
      className="koers-history__compare"
      aria-labelledby="history-compare-title"
      onSubmit={submit}
    >
      <h3 id="history-compare-title" className="koers-history__compare-title">
        {intl.formatMessage(messages.compareTitle)}
      </h3>
      <div className="koers-history__compare-fields">
        <Select
          label={intl.formatMessage(messages.compareFrom)}
          placeholder={intl.formatMessage(messages.choose)}
          options={choices}
          selectedKey={fromKey}
          onSelectionChange={(key) => setFrom(key === null ? null : String(key))}
        />
        <Select
          label={intl.formatMessage(messages.compareTo)}
          placeholder={intl.formatMessage(messages.choose)}
          options={choices}
          selectedKey={toKey}
          onSelectionChange={(key) => setTo(key === null ? null : String(key))}
        />
        <Button type="submit" isDisabled={fromKey === null || toKey === null}>
          {intl.formatMessage(messages.compareSubmit)}
        </Button>
      </div>
    </form>
  );
}
