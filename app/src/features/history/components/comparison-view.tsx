import type { BlockDiff, DocumentVersion, WordChange } from '@koers/contract';
import { Button, DocumentBlocks, RichText } from '@koers/ui';
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { queryState } from '@/components/states';
import { toUiBlock } from '@/lib/document-blocks';
import { paths } from '@/lib/paths';
import { useComparison } from '../api/compare-versions';
import { messages } from '../messages';
import { ViewTitle } from './view-title';

export interface ComparisonViewProps {
  documentId: number;
  from: number;
  to: number;
  currentVersion: number;
  versions: readonly DocumentVersion[];
  /** Opened from this page: the title takes the focus. */
  focus: boolean;
}

/** Runs of unchanged blocks this long or longer fold away behind a button. */
const FOLD_FROM = 3;

type Part =
  | { kind: 'block'; block: BlockDiff; index: number }
  | { kind: 'unchanged'; blocks: Array<{ block: BlockDiff; index: number }> };

/** The blocks in order, runs of unchanged ones (same place, same content) gathered. */
function partsOf(blocks: readonly BlockDiff[]): Part[] {
  const parts: Part[] = [];
  let run: Array<{ block: BlockDiff; index: number }> = [];
  const flush = () => {
    if (run.length >= FOLD_FROM) parts.push({ kind: 'unchanged', blocks: run });
    else parts.push(...run.map((item) => ({ kind: 'block' as const, ...item })));
    run = [];
  };
  blocks.forEach((block, index) => {
    if (block.change === 'same' && !block.moved) run.push({ block, index });
    else {
      flush();
      parts.push({ kind: 'block', block, index });
    }
  });
  flush();
  return parts;
}

/** How a version is named in the comparison's title. */
function versionLabel(
  intl: IntlShape,
  version: number,
  currentVersion: number,
  versions: readonly DocumentVersion[],
): string {
  if (version === currentVersion)
    return intl.formatMessage(messages.currentVersionLabel, { version });
  const named = versions.find((v) => v.version === version);
  if (named) return `“${named.name}”`;
  return intl.formatMessage(messages.versionInTitle, { version });
}

/**
 * Two versions compared (`?van=&tot=`): the counts, then the blocks in the newer version's
 * order. Every block that differs says how in words ("Added", "Removed", "Changed", "Moved"),
 * and a changed block shows its words inserted (<ins>, underlined) and deleted (<del>, struck
 * through), each announced as such: nothing depends on colour.
 */
export function ComparisonView({
  documentId,
  from,
  to,
  currentVersion,
  versions,
  focus,
}: ComparisonViewProps) {
  const intl = useIntl();
  const comparison = useComparison(documentId, from, to);
  const back = (
    <Link className="koers-history__link" to={paths.documentHistory.href(documentId)}>
      {intl.formatMessage(messages.backToHistory)}
    </Link>
  );
  const title = intl.formatMessage(messages.comparisonTitle, {
    from: versionLabel(intl, from, currentVersion, versions),
    to: versionLabel(intl, to, currentVersion, versions),
  });
  const parts = useMemo(() => partsOf(comparison.data?.blocks ?? []), [comparison.data]);

  let body: ReactNode = queryState(comparison, {
    notFound: (
      <p className="koers-history__empty">{intl.formatMessage(messages.versionNotFound)}</p>
    ),
    failed: intl.formatMessage(messages.comparisonFailed),
    loading: intl.formatMessage(messages.comparisonLoading),
  });
  if (body === null && comparison.data) {
    const { counts } = comparison.data;
    const same = counts.added + counts.removed + counts.changed + counts.moved === 0;
    body = (
      <>
        <p className="koers-history__summary">
          {same
            ? intl.formatMessage(messages.noDifferences)
            : intl.formatMessage(messages.counts, counts)}
        </p>
        {same ? null : (
          <p className="koers-history__intro">{intl.formatMessage(messages.legend)}</p>
        )}
        <div className="koers-history__view-actions">{back}</div>
        <div className="koers-history-diff">
          {parts.map((part) =>
            part.kind === 'block' ? (
              <DiffBlock key={`${part.index}`} block={part.block} index={part.index} />
            ) : (
              <UnchangedRun key={`u${part.blocks[0]!.index}`} blocks={part.blocks} />
            ),
          )}
        </div>
      </>
    );
  }

  return (
    <section className="koers-history__view" aria-labelledby="history-view-title">
      <ViewTitle id="history-view-title" focus={focus}>
        {title}
      </ViewTitle>
      {comparison.data ? null : <div className="koers-history__view-actions">{back}</div>}
      {body}
    </section>
  );
}

/** A run of unchanged blocks, folded: its count on a button that shows them. */
function UnchangedRun({ blocks }: { blocks: Array<{ block: BlockDiff; index: number }> }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="koers-history-diff__unchanged">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onPress={() => setOpen(!open)}
        icon={
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
            className="koers-history-diff__chevron"
            data-open={open || undefined}
          >
            <path d="m7 5 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        }
      >
        {intl.formatMessage(messages.unchanged, { count: blocks.length })}
      </Button>
      {open ? (
        <div id={regionId}>
          {blocks.map(({ block, index }) => (
            <DiffBlock key={index} block={block} index={index} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The words of a changed block: kept, inserted (<ins>) and deleted (<del>). */
function Words({ words }: { words: readonly WordChange[] }) {
  const intl = useIntl();
  return (
    <>
      {words.map((word, i) =>
        word.op === 'added' ? (
          <ins key={i} className="koers-history-diff__ins">
            <span className="koers-visually-hidden">{intl.formatMessage(messages.inserted)} </span>
            {word.text}
          </ins>
        ) : word.op === 'removed' ? (
          <del key={i} className="koers-history-diff__del">
            <span className="koers-visually-hidden">{intl.formatMessage(messages.deleted)} </span>
            {word.text}
          </del>
        ) : (
          <Fragment key={i}>{word.text}</Fragment>
        ),
      )}
    </>
  );
}

const isHeading = (type: string) => type === 'h1' || type === 'h2';

/** One block of the comparison, with its labels (nothing for an unchanged one). */
function DiffBlock({ block, index }: { block: BlockDiff; index: number }) {
  const intl = useIntl();
  const labels: string[] = [];
  if (block.change === 'added') labels.push(intl.formatMessage(messages.added));
  if (block.change === 'removed') labels.push(intl.formatMessage(messages.removed));
  if (block.change === 'changed') labels.push(intl.formatMessage(messages.changed));
  if (block.moved) labels.push(intl.formatMessage(messages.moved));
  const words = block.change === 'changed' ? block.words : undefined;
  const wordsOnlyKept = words !== undefined && words.every((w) => w.op === 'same');

  let content: ReactNode;
  if (isHeading(block.type)) {
    // The page's h1 is the history's title: a document's h1 is an h2 here, its h2 an h3.
    const Heading = block.type === 'h1' ? 'h2' : 'h3';
    const text = typeof block.content === 'string' ? block.content : '';
    content = (
      <Heading className="koers-history-diff__heading">
        {words ? (
          <Words words={words} />
        ) : block.change === 'removed' ? (
          <del className="koers-history-diff__gone">{text}</del>
        ) : (
          text
        )}
      </Heading>
    );
  } else if (words) {
    content = (
      <p className="koers-history-diff__words">
        <Words words={words} />
      </p>
    );
  } else if (block.type === 'body' && typeof block.content === 'string') {
    const html = <RichText html={block.content} />;
    content =
      block.change === 'removed' ? <del className="koers-history-diff__gone">{html}</del> : html;
  } else {
    const shown = (
      <DocumentBlocks
        blocks={[
          toUiBlock(
            {
              id: index + 1,
              type: block.type,
              level: block.level,
              content: block.content,
              position: 0,
            },
            intl,
          ),
        ]}
        locale={intl.locale}
        labels={{
          download: intl.formatMessage(messages.downloadLink),
          email: intl.formatMessage(messages.email),
          phone: intl.formatMessage(messages.phone),
          organisation: intl.formatMessage(messages.organisation),
        }}
      />
    );
    content =
      block.change === 'removed' ? <del className="koers-history-diff__gone">{shown}</del> : shown;
  }

  return (
    <div
      className="koers-history-diff__block"
      data-change={block.change}
      data-moved={block.moved || undefined}
    >
      {labels.length > 0 ? (
        <p className="koers-history-diff__labels">
          {labels.map((label, i) => (
            <Fragment key={label}>
              {i > 0 ? ' ' : null}
              <span className="koers-history-diff__label">{label}</span>
            </Fragment>
          ))}
        </p>
      ) : null}
      {content}
      {wordsOnlyKept ? (
        <p className="koers-history__note">{intl.formatMessage(messages.formatOnly)}</p>
      ) : null}
    </div>
  );
}
