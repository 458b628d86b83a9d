import type { ReactNode } from 'react';
import './name-list.css';

/** Some rows of a list and how many there are in all. */
export interface Sample<T> {
  rows: T[];
  total: number;
}

/**
 * The names a confirmation lists (what a removal or move touches), with the rest counted
 * ("and 3 others") when the sample is not all of them.
 */
export function NameList<T>({
  sample,
  name,
  label,
  andMore,
}: {
  sample: Sample<T>;
  name: (row: T) => string;
  /** The list's accessible name ("Schools", "Members"). */
  label: string;
  /** "and N others" in the reader's language. */
  andMore: (count: number) => ReactNode;
}) {
  const rest = sample.total - sample.rows.length;
  return (
    <ul className="koers-admin-names" aria-label={label}>
      {sample.rows.map((row, index) => (
        <li key={index}>{name(row)}</li>
      ))}
      {rest > 0 ? <li>{andMore(rest)}</li> : null}
    </ul>
  );
}
