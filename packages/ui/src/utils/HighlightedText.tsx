import { splitMatches } from './matches';

/** `text` with every occurrence of `query` in a <mark> (case-insensitive); plain without one. */
export function HighlightedText({ text, query }: { text: string; query?: string }) {
  return (
    <>
      {splitMatches(text, query).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
