import type { BlockContentInput, ChangedBlock } from '@koers/contract';
import { DOCUMENT_LIMITS } from '@koers/contract/constants';
import { Button, Modal, RichText, TextAreaField, TextField } from '@koers/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { htmlToPlainText, plainTextToHtml } from './html-text';
import { messages } from './messages';
import type { EditConflict, Resolution } from './save-queue';
import './editor.css';

export interface ConflictDialogProps {
  /** The blocks waiting for a choice (`SaveState.conflicts`). */
  conflicts: readonly EditConflict[];
  /** Open while there are conflicts, unless the user chose to decide later. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** One block's choice (`queue.resolve`); the save goes again once every block has one. */
  onResolve: (uid: string, resolution: Resolution) => void;
}

type Content = Pick<ChangedBlock, 'type' | 'content'> | BlockContentInput;

const isHeading = (type: string) => type === 'h1' || type === 'h2';

/** A block's text as plain text (headings are text already; body is HTML). */
function plainText(block: Content): string {
  if (isHeading(block.type)) return String(block.content);
  if (block.type === 'body') return htmlToPlainText(String(block.content));
  return (block.content as { name?: string }).name ?? '';
}

/** What names a conflicting block in its heading: its heading text, or its first words. */
function titleOf(conflict: EditConflict, intl: IntlShape): string {
  const block = conflict.theirs ?? conflict.mine.block;
  if (!block) return intl.formatMessage(messages.emptyBlock);
  const text = plainText(block).replace(/\s+/g, ' ').trim();
  if (!text) return intl.formatMessage(messages.emptyBlock);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** A block as the reader sees it: body through RichText (sanitized), headings as text. */
function BlockView({ block }: { block: Content }) {
  const intl = useIntl();
  if (block.type === 'body') return <RichText html={String(block.content)} />;
  if (isHeading(block.type)) {
    const text = String(block.content);
    return (
      <p className="koers-conflict__heading-text">
        {text || intl.formatMessage(messages.emptyBlock)}
      </p>
    );
  }
  const label = block.type === 'file' ? messages.fileBlock : messages.contactBlock;
  return (
    <p>
      {intl.formatMessage(label)}: {(block.content as { name?: string }).name}
    </p>
  );
}

function ConflictBlock({
  conflict,
  index,
  count,
  onResolve,
  headingRef,
}: {
  conflict: EditConflict;
  index: number;
  count: number;
  onResolve: ConflictDialogProps['onResolve'];
  headingRef: (element: HTMLHeadingElement | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [merged, setMerged] = useState<string | null>(null);
  const mergeButton = useRef<HTMLButtonElement>(null);
  const returnToMerge = useRef(false);
  const mergeArea = useRef<HTMLDivElement>(null);
  const { mine, theirs, deleted } = conflict;

  const merging = merged !== null;
  // Into the text when merging starts; back to "Merge both" when it is cancelled.
  useEffect(() => {
    if (merging) {
      mergeArea.current?.querySelector<HTMLElement>('textarea, input')?.focus();
    } else if (returnToMerge.current) {
      returnToMerge.current = false;
      mergeButton.current?.focus();
    }
  }, [merging]);

  const when = (iso: string | null | undefined) =>
    iso ? intl.formatTime(new Date(iso), { hour: '2-digit', minute: '2-digit' }) : '';
  const who =
    (theirs?.changed_by ?? deleted?.deleted_by)?.name ?? intl.formatMessage(messages.someone);
  // Merging needs text on both sides: a block both still have, a heading or body text.
  const mergeType =
    mine.op === 'upsert' &&
    mine.block &&
    theirs &&
    (isHeading(mine.block.type) || mine.block.type === 'body') &&
    (isHeading(theirs.type) || theirs.type === 'body')
      ? mine.block.type
      : null;

  function startMerge() {
    if (!mine.block || !theirs) return;
    const joiner = isHeading(mine.block.type) ? ' / ' : '\n\n';
    setMerged(`${plainText(theirs)}${joiner}${plainText(mine.block)}`);
  }

  function saveMerged() {
    if (merged === null || mergeType === null) return;
    const block: BlockContentInput =
      mergeType === 'body'
        ? { type: 'body', content: plainTextToHtml(merged) }
        : { type: mergeType as 'h1' | 'h2', content: merged.replace(/\s+/g, ' ').trim() };
    onResolve(conflict.uid, { choice: 'merged', block });
  }

  const theirsLabel = theirs
    ? intl.formatMessage(messages.theirs, { name: who, time: when(theirs.changed_at) })
    : intl.formatMessage(messages.theirsDeleted, { name: who, time: when(deleted?.deleted_at) });

  return (
    <section className="koers-conflict" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="koers-conflict__title" tabIndex={-1} ref={headingRef}>
        {intl.formatMessage(messages.conflictBlock, {
          index: index + 1,
          count,
          title: titleOf(conflict, intl),
        })}
      </h3>
      <div className="koers-conflict__versions">
        <div className="koers-conflict__version" role="group" aria-labelledby={`${id}-theirs`}>
          <h4 id={`${id}-theirs`} className="koers-conflict__label">
            {theirsLabel}
          </h4>
          {theirs ? <BlockView block={theirs} /> : null}
        </div>
        <div className="koers-conflict__version" role="group" aria-labelledby={`${id}-mine`}>
          <h4 id={`${id}-mine`} className="koers-conflict__label">
            {intl.formatMessage(messages.mine)}
          </h4>
          {mine.op === 'upsert' && mine.block ? <BlockView block={mine.block} /> : null}
          {mine.op === 'delete' ? <p>{intl.formatMessage(messages.mineDeleted)}</p> : null}
          {mine.op === 'move' ? <p>{intl.formatMessage(messages.mineMoved)}</p> : null}
        </div>
      </div>
      {merged !== null && mergeType !== null ? (
        <div className="koers-conflict__merge" ref={mergeArea}>
          {mergeType === 'body' ? (
            <TextAreaField
              label={intl.formatMessage(messages.mergedLabel)}
              description={intl.formatMessage(messages.mergedHint)}
              value={merged}
              onChange={setMerged}
              maxLength={DOCUMENT_LIMITS.body}
              rows={8}
            />
          ) : (
            <TextField
              label={intl.formatMessage(messages.mergedLabel)}
              value={merged}
              onChange={setMerged}
              maxLength={DOCUMENT_LIMITS.heading}
            />
          )}
          <div className="koers-editor-dialog__actions">
            <Button variant="primary" onPress={saveMerged}>
              {intl.formatMessage(messages.saveMerged)}
            </Button>
            <Button
              onPress={() => {
                returnToMerge.current = true;
                setMerged(null);
              }}
            >
              {intl.formatMessage(messages.cancelMerge)}
            </Button>
          </div>
        </div>
      ) : (
        <div className="koers-editor-dialog__actions">
          <Button variant="primary" onPress={() => onResolve(conflict.uid, { choice: 'mine' })}>
            {intl.formatMessage(messages.keepMine)}
          </Button>
          <Button onPress={() => onResolve(conflict.uid, { choice: 'theirs' })}>
            {intl.formatMessage(messages.takeTheirs)}
          </Button>
          {mergeType !== null ? (
            <Button ref={mergeButton} onPress={startMerge}>
              {intl.formatMessage(messages.merge)}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

/**
 * Someone else changed blocks the user changed too: per block their version and mine side by
 * side, and a choice (keep mine, take theirs, or merge both by hand). After each choice the
 * focus goes to the next block's heading; when all are chosen the save goes again and the
 * dialog closes. "Decide later" (or Escape) closes it without a choice: nothing is saved until
 * the user chooses, and the status line opens it again.
 */
export function ConflictDialog({
  conflicts,
  isOpen,
  onOpenChange,
  onResolve,
}: ConflictDialogProps) {
  const intl = useIntl();
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const focusAt = useRef<number | null>(0);

  // The first block's heading when the dialog opens; after a choice, the next block's.
  useEffect(() => {
    if (!isOpen) {
      focusAt.current = 0;
      return;
    }
    if (focusAt.current === null || conflicts.length === 0) return;
    const target = conflicts[Math.min(focusAt.current, conflicts.length - 1)];
    focusAt.current = null;
    if (target) headings.current.get(target.uid)?.focus();
  }, [conflicts, isOpen]);

  return (
    <Modal
      isOpen={isOpen && conflicts.length > 0}
      onOpenChange={onOpenChange}
      isDismissable={false}
      width={960}
      title={intl.formatMessage(messages.conflictTitle)}
      closeLabel={intl.formatMessage(messages.later)}
    >
      <p>{intl.formatMessage(messages.conflictIntro)}</p>
      {conflicts.map((conflict, index) => (
        <ConflictBlock
          key={conflict.uid}
          conflict={conflict}
          index={index}
          count={conflicts.length}
          headingRef={(element) => {
            if (element) headings.current.set(conflict.uid, element);
            else headings.current.delete(conflict.uid);
          }}
          onResolve={(uid, resolution) => {
            focusAt.current = index;
            onResolve(uid, resolution);
          }}
        />
      ))}
      <div className="koers-editor-dialog__actions">
        <Button variant="ghost" onPress={() => onOpenChange(false)}>
          {intl.formatMessage(messages.later)}
        </Button>
      </div>
    </Modal>
  );
}
