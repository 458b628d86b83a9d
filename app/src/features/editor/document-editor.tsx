import type { BlockChange, ChangedBlock, Document } from '@koers/contract';
import { ATTACHMENT_ACCEPT } from '@koers/contract/constants';
import { Button, Spinner } from '@koers/ui';
import {
  Editor,
  type EditorBlock,
  type EditorHandle,
  type EditorInputBlock,
  type EditorOutlineItem,
  type RemoteChanges,
  type UploadOptions,
} from '@koers/ui/editor';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UploadContext } from '@/lib/api/client';
import { describeFormError } from '@/components/form';
import { boardTextLabel } from '@/lib/board-text';
import { editorLabels } from '@/lib/editor-labels';
import { useSession } from '@/lib/session/use-session';
import { searchContacts, uploadAttachment } from './api/attachments';
import { ConflictDialog } from './conflict-dialog';
import { DraftOffer } from './draft-offer';
import { LeaveDialog } from './leave-dialog';
import { messages } from './messages';
import { PresenceLine } from './presence-line';
import type { EditConflict, Resolution } from './save-queue';
import { SaveStatusLine } from './save-status';
import { useDraftOffer } from './use-draft-offer';
import { useLeaveGuard } from './use-leave-guard';
import { usePresence } from './use-presence';
import { useRemotePull } from './use-remote-pull';
import { useSaveQueue } from './use-save-queue';
import './editor.css';

export interface DocumentEditorProps {
  /** The document as last shown (its id; the editor opens with a freshly loaded copy). */
  document: Document;
  /** Loads the document again; resolves with the fresh one. */
  reload: () => Promise<Document | undefined>;
  /** The numbered headings while typing, for the table of contents. */
  onOutlineChange: (outline: EditorOutlineItem[]) => void;
}

/**
 * Edit mode of a plan document: the `@koers/ui` Editor wired to the API. It opens on the
 * document as it is on the server now (loaded again when edit mode starts, so saves are based on
 * the latest version), and again after a restored draft was saved.
 */
export function DocumentEditor({ document: doc, reload, onOutlineChange }: DocumentEditorProps) {
  const intl = useIntl();
  const { user } = useSession();
  const [opened, setOpened] = useState<{ count: number; doc: Document } | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(doc);
  useEffect(() => {
    latest.current = doc;
  });

  const open = useCallback(async () => {
    try {
      const fresh = (await reload()) ?? latest.current;
      setOpened((previous) => ({ count: (previous?.count ?? 0) + 1, doc: fresh }));
    } catch {
      setFailed(true);
    }
  }, [reload]);
  useEffect(() => {
    void open();
  }, [open]);

  if (failed) {
    return (
      <div className="koers-document-editor" role="alert">
        <p>{intl.formatMessage(messages.openFailed)}</p>
        <Button
          onPress={() => {
            setFailed(false);
            void open();
          }}
        >
          {intl.formatMessage(messages.openRetry)}
        </Button>
      </div>
    );
  }
  if (!user || !opened || opened.doc.id !== doc.id) {
    return <Spinner label={intl.formatMessage(messages.opening)} showLabel size="lg" />;
  }
  return (
    <EditingSession
      key={opened.count}
      document={opened.doc}
      userId={user.id}
      reload={reload}
      reopen={open}
      onOutlineChange={onOutlineChange}
    />
  );
}

interface EditingSessionProps extends DocumentEditorProps {
  userId: number;
  /** A restored draft was saved: open the document again. */
  reopen: () => Promise<void>;
}

/**
 * One editing session: changes save by themselves through the save queue (about a second after
 * typing stops, on leaving, retried when they fail, kept in IndexedDB until the server has them);
 * others' changes come in from save answers and, while the user only reads, after the presence
 * heartbeat reports a newer version; a conflict asks which version to keep. A draft left by an
 * earlier visit is offered back before the editor shows.
 */
function EditingSession({
  document: doc,
  userId,
  reload,
  reopen,
  onOutlineChange,
}: EditingSessionProps) {
  const intl = useIntl();
  const editorRef = useRef<EditorHandle>(null);
  const [conflictOpen, setConflictOpen] = useState(true);
  // Blocks of fixed board text come in locked, with their label ("Tekst van het bestuur · …").
  const blocks = useMemo(
    () =>
      doc.blocks.map(({ board_text: boardText, ...block }): EditorInputBlock => ({
        ...block,
        uid: block.uid!,
        locked: boardTextLabel(intl, boardText),
      })),
    [doc, intl],
  );
  // Others' changes may lock a block (the board fixed its chapter) or unlock it (`null`).
  const withLocks = (changes: {
    blocks?: readonly ChangedBlock[];
    deleted?: readonly { uid: string }[];
  }): RemoteChanges => ({
    deleted: changes.deleted,
    blocks: changes.blocks?.map(({ board_text: boardText, ...block }) => ({
      ...block,
      locked: boardTextLabel(intl, boardText),
    })),
  });

  const { queue, state } = useSaveQueue({
    documentId: doc.id,
    userId,
    baseVersion: doc.version,
    knownUids: blocks.map((block) => block.uid),
    onSaved: (sent) => editorRef.current?.markSaved(sent as BlockChange[]),
    onRemoteChanges: (remote) => editorRef.current?.applyRemoteChanges(withLocks(remote)),
    onResolved: (conflict, resolution) => resolveInEditor(conflict, resolution),
  });
  // Leaving edit mode: once the last changes are saved, read mode shows them.
  useEffect(() => () => void queue.flush().finally(() => void reload()), [queue, reload]);
  const offer = useDraftOffer({
    queue,
    userId,
    documentId: doc.id,
    onRestored: () => void reopen(),
  });
  const guard = useLeaveGuard(queue);
  const presence = usePresence(doc.id, true);

  useRemotePull(doc.id, presence.version, queue, state.baseVersion, (changes) =>
    editorRef.current?.applyRemoteChanges(withLocks(changes)),
  );

  function resolveInEditor(conflict: EditConflict, resolution: Resolution) {
    const editor = editorRef.current;
    if (!editor || resolution.choice === 'mine') return;
    // Their version replaces mine in the editor (for a merge, as the base the merge changes).
    editor.applyRemoteChanges(
      withLocks(
        conflict.theirs ? { blocks: [conflict.theirs] } : { deleted: [{ uid: conflict.uid }] },
      ),
      { force: true },
    );
    if (resolution.choice === 'merged') {
      editor.replaceBlock({ uid: conflict.uid, ...resolution.block } as EditorBlock);
    }
  }

  const labels = useMemo(() => editorLabels(intl), [intl]);
  // The school or board the document belongs to (a template has none): its contacts, and the
  // quota its attachments count against.
  const { documentable_type: type, documentable_id: contextId } = doc;
  const onUpload = useCallback(
    async (file: File, options: UploadOptions) => {
      const context: UploadContext | null =
        (type === 'school' || type === 'organisation') && contextId !== null
          ? { type, id: contextId }
          : null;
      try {
        return await uploadAttachment(file, context, options);
      } catch (error) {
        if (options.signal.aborted) throw error;
        throw new Error(describeFormError(error, intl).summary.join(' '));
      }
    },
    [intl, type, contextId],
  );
  const onSearchContacts = useMemo(
    () =>
      (type === 'school' || type === 'organisation') && contextId !== null
        ? (query: string) => searchContacts({ id: contextId, contextType: type }, query)
        : undefined,
    [type, contextId],
  );

  const offerState = offer.state;
  let body;
  if (offerState.status === 'offered' || offerState.status === 'restoring') {
    body = (
      <DraftOffer
        draft={offerState.draft}
        isRestoring={offerState.status === 'restoring'}
        onRestore={() => void offer.restore()}
        onDiscard={() => void offer.discard()}
      />
    );
  } else if (offerState.status === 'checking') {
    body = <Spinner label={intl.formatMessage(messages.opening)} showLabel size="lg" />;
  } else {
    body = (
      <Editor
        blocks={blocks}
        editorRef={editorRef}
        onChange={(changes) => queue.replaceAll(changes as BlockChange[])}
        onOutlineChange={onOutlineChange}
        onUpload={onUpload}
        fileAccept={ATTACHMENT_ACCEPT}
        onSearchContacts={onSearchContacts}
        labels={labels}
        locale={intl.locale}
      />
    );
  }

  return (
    <div className="koers-document-editor">
      <div className="koers-document-editor__bar">
        <SaveStatusLine
          state={state}
          onRetry={() => void queue.flush()}
          onResolve={() => setConflictOpen(true)}
        />
        <PresenceLine editors={presence.editors} />
      </div>
      {body}
      <ConflictDialog
        conflicts={state.conflicts}
        isOpen={conflictOpen && state.conflicts.length > 0}
        onOpenChange={setConflictOpen}
        onResolve={(uid, resolution) => queue.resolve(uid, resolution)}
      />
      <LeaveDialog isOpen={guard.isAsking} onStay={guard.stay} onLeave={guard.leave} />
    </div>
  );
}

export default DocumentEditor;
