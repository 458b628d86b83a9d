import type { Document } from '@koers/contract';
import {
  DOCUMENT_SEARCH_DEBOUNCE_MS,
  SearchDropdown,
  blockAnchorId,
  matchAnchorId,
  numberHeadings,
  scrollToAnchor,
  useDebouncedValue,
  type SearchDropdownResult,
} from '@koers/ui';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { setHighlight, useDocumentState } from '@/lib/document-store';
import { messages } from '../messages';
import { searchInIndex, searchIndex, type BlockSearchResult } from '../utils/search-blocks';
import { replaceAnchorInUrl } from '../utils/anchor-url';
import { orderedBlocks } from '@/lib/document-blocks';

interface ResultRow extends SearchDropdownResult {
  id: number;
  result: BlockSearchResult;
}

/**
 * The header's search over the blocks of the document being viewed (SPEC §2, §5): results
 * follow the text after a 400 ms pause in typing, one per block with the number of matches in
 * it and the text marked. Choosing one highlights its block and marks the text there, puts the
 * block's anchor in the URL, scrolls smoothly (500 ms, 100 px above it) to its first match in a
 * body, else to the block, and moves focus to the block. Renders nothing when no document is
 * shown.
 */
export function DocumentSearch({ className }: { className?: string }) {
  const { document } = useDocumentState();
  if (!document) return null;
  // A new document starts with an empty field.
  return <DocumentSearchField key={document.id} document={document} className={className} />;
}

function DocumentSearchField({ document, className }: { document: Document; className?: string }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, DOCUMENT_SEARCH_DEBOUNCE_MS);
  const numbers = useMemo(
    // In position order, as the page and its table of contents number them.
    () =>
      new Map(numberHeadings(orderedBlocks(document.blocks)).map((h) => [h.block.id, h.number])),
    [document.blocks],
  );
  // Made at the first keystroke in this version of the document, not when the page opens: while
  // the search waits for the typing to pause, not after it.
  const searching = text.trim() !== '';
  const index = useMemo(
    () => (searching ? searchIndex(document.blocks) : []),
    [searching, document.blocks],
  );
  const rows = useMemo<ResultRow[]>(() => {
    const kindLabel = {
      heading: intl.formatMessage(messages.kindHeading),
      file: intl.formatMessage(messages.kindFile),
      contact: intl.formatMessage(messages.kindContact),
    };
    const numbered = (blockId: number | null, text: string | null) =>
      blockId === null || text === null ? null : `${numbers.get(blockId) ?? ''} ${text}`.trim();
    return searchInIndex(index, debounced).map((result) => {
      const section = numbered(result.sectionBlockId, result.section);
      const inSection = section ? intl.formatMessage(messages.inSection, { section }) : null;
      const row = {
        id: result.blockId,
        badge: intl.formatMessage(messages.matchCount, { count: result.matches }),
        result,
      };
      if (result.kind === 'heading') {
        return {
          ...row,
          title: numbered(result.blockId, result.content) ?? result.content,
          description: kindLabel.heading,
        };
      }
      if (result.kind === 'body') {
        return { ...row, title: section ?? document.name, description: result.content };
      }
      return {
        ...row,
        title: result.content,
        description: [kindLabel[result.kind], inSection].filter(Boolean).join(' · '),
      };
    });
  }, [document.name, index, debounced, numbers, intl]);

  const pending = text.trim() !== debounced.trim();

  return (
    <SearchDropdown<ResultRow>
      className={className}
      label={intl.formatMessage(messages.searchLabel)}
      hideLabel
      placeholder={intl.formatMessage(messages.searchPlaceholder)}
      value={text}
      onValueChange={(value) => {
        setText(value);
        if (value.trim() === '') setHighlight(null);
      }}
      results={pending ? [] : rows}
      highlightText={pending ? undefined : debounced}
      isLoading={pending}
      loadingLabel={intl.formatMessage(messages.searching)}
      emptyText={intl.formatMessage(messages.searchEmpty, { text: debounced.trim() })}
      formatResultCount={(count) => intl.formatMessage(messages.searchCount, { count })}
      clearLabel={intl.formatMessage(messages.clearSearch)}
      onSelect={(row) => {
        const { blockId, kind } = row.result;
        // Rendered at once, so the block's numbered marks exist before scrolling to the first.
        flushSync(() => setHighlight({ blockId, text: debounced.trim() }));
        const block = blockAnchorId(blockId);
        replaceAnchorInUrl(block);
        // A body can be long: scroll to its first match (SPEC §2: matches numbered per block for
        // anchors). Focus goes to the block, which reads as a whole.
        const firstMatch = matchAnchorId(blockId, 1);
        const target =
          kind === 'body' && window.document.getElementById(firstMatch) ? firstMatch : block;
        void scrollToAnchor(target, { focusId: block });
      }}
    />
  );
}
