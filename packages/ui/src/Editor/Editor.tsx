import {
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type DragEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { NodeSelection, Selection } from '@tiptap/pm/state';
import { Button } from '../Button/Button';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import { blockPos, moveBlocks, unitAt } from './commands';
import { hasLocked, isLocked, outsideLockedRun } from './locked';
import { ContactDialog } from './ContactDialog';
import { EditorToolbar } from './EditorToolbar';
import { ToolIcon } from './icons';
import { DEFAULT_EDITOR_LABELS, fillLabel, type EditorLabels } from './labels';
import { LinkDialog } from './LinkDialog';
import type { RuntimeCommand } from './schema';
import { EditorSession, type UploadEntry } from './session';
import type { ShortcutName } from './shortcuts';
import type {
  ContactOption,
  EditorChange,
  EditorHandle,
  EditorInputBlock,
  EditorOutlineItem,
  FileBlockValue,
  UploadOptions,
} from './types';
import './Editor.css';

export interface EditorProps extends PassthroughProps<HTMLDivElement> {
  /**
   * The document's blocks, read once when the editor mounts (give it a new `key` to load another
   * document); later changes by others come in through `editorRef.applyRemoteChanges`.
   */
  blocks: readonly EditorInputBlock[];
  /**
   * The block-level changes since the acknowledged state, after every change (debouncing and
   * saving are the app's). Acknowledge a save with `editorRef.markSaved(changes)`.
   */
  onChange?: (changes: EditorChange[]) => void;
  /** The numbered headings while typing, e.g. for the table of contents. */
  onOutlineChange?: (outline: EditorOutlineItem[]) => void;
  /**
   * Uploads a file (chosen or dropped) and resolves with the file block's value; report
   * progress through `onProgress`. A rejection's message is shown to the user. Without it there
   * is no file button and dropped files are ignored.
   */
  onUpload?: (file: File, options: UploadOptions) => Promise<FileBlockValue>;
  /** What the file picker offers (`accept`); the server decides what it takes. */
  fileAccept?: string;
  /** Searches the contacts that can be inserted. Without it there is no contact button. */
  onSearchContacts?: (query: string) => Promise<ContactOption[]>;
  /** Saves, remote changes, the current blocks and changes: see `EditorHandle`. */
  editorRef?: Ref<EditorHandle>;
  /** Texts (Dutch by default); pass all of them for another language. */
  labels?: Partial<EditorLabels>;
  /**
   * HTML level of h1 blocks; h2 blocks get one more. Default 2, as DocumentBlocks: the page's own
   * <h1> is the document's name.
   */
  headingLevel?: 1 | 2 | 3;
  /** Locale for file sizes. Default 'nl'. */
  locale?: string;
  /** Put the cursor in the text when the editor mounts. */
  autoFocus?: boolean;
  /**
   * One rich-text body instead of a document (a manual's text, say): give one body block. The
   * toolbar keeps text kinds h3/h4, marks, lists, quote, links and tables; there are no h1/h2
   * blocks, files, contacts, block moves or drag handle, and a pasted h1/h2 becomes an h3/h4.
   * Read the HTML with `bodyHtml(editorRef.getBlocks())`, or use `RichTextEditor`.
   */
  bodyOnly?: boolean;
}

/** Where the drag handle sits, and which block it moves. */
interface Handle {
  index: number;
  top: number;
}

/**
 * The document editor: one editing surface for the whole document, where h1/h2 headings,
 * body text, files and contacts are blocks with their own ids. Blocks in, block-level changes
 * out; uploading and finding contacts are the app's callbacks. Keyboard: Alt+F10 reaches the
 * toolbar, every button has a shortcut, Alt+Shift+↑/↓ moves a block or a heading's section.
 *
 * Load it lazily (`import('@koers/ui/editor')`): it brings Tiptap/ProseMirror along.
 */
export function Editor({
  blocks,
  onChange,
  onOutlineChange,
  onUpload: onUploadProp,
  fileAccept,
  onSearchContacts: onSearchContactsProp,
  editorRef,
  labels: labelsProp,
  headingLevel = 2,
  locale = 'nl',
  autoFocus = false,
  bodyOnly = false,
  className,
  ...rest
}: EditorProps) {
  const labels = useMemo(() => ({ ...DEFAULT_EDITOR_LABELS, ...labelsProp }), [labelsProp]);
  // One rich-text body holds no file or contact blocks.
  const onUpload = bodyOnly ? undefined : onUploadProp;
  const onSearchContacts = bodyOnly ? undefined : onSearchContactsProp;
  const hintId = useId();
  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': labels.surface,
      'aria-describedby': hintId,
      class: 'koers-editor__surface',
      spellcheck: 'true',
    }),
    [labels.surface, hintId],
  );
  const [session] = useState(
    () => new EditorSession(blocks, { labels, locale, headingLevel, attributes, bodyOnly }),
  );
  useImperativeHandle(editorRef, () => session, [session]);

  const mountRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const toolbar = useSyncExternalStore(session.subscribe, session.getToolbarState);
  const [uploads, setUploads] = useState<readonly UploadEntry[]>([]);
  const [status, setStatus] = useState<{ message: string; undo: boolean; n: number }>({
    message: '',
    undo: false,
    n: 0,
  });
  const [dialog, setDialog] = useState<
    null | { kind: 'link'; href: string | null; askText: boolean } | { kind: 'contact' }
  >(null);
  const [handle, setHandle] = useState<Handle | null>(null);
  const [dropLine, setDropLine] = useState<number | null>(null);
  const dragging = useRef<{ start: number; end: number; target: number | null } | null>(null);

  const announce = (message: string, undo = false) =>
    setStatus((previous) => ({ message, undo, n: previous.n + 1 }));

  const startUpload = (file: File, pos?: number) => {
    if (!onUpload) return false;
    session.upload(file, onUpload, pos);
    return true;
  };

  const openLink = () => {
    const href = session.currentLink();
    if (!href && !toolbar.can.link) return false;
    setDialog({ kind: 'link', href, askText: !href && session.editor.state.selection.empty });
    return true;
  };

  const handleCommand = (command: RuntimeCommand | ShortcutName): boolean => {
    switch (command) {
      case 'link':
        return openLink();
      case 'file':
      case 'insertFile':
        if (!onUpload) return false;
        fileInputRef.current?.click();
        return true;
      case 'contact':
      case 'insertContact':
        if (!onSearchContacts) return false;
        setDialog({ kind: 'contact' });
        return true;
      case 'focusToolbar': {
        // The toolbar's tab stop: the button used last, as Shift+Tab would reach it.
        const stop =
          toolbarRef.current?.querySelector<HTMLElement>('button[tabindex="0"]') ??
          toolbarRef.current?.querySelector<HTMLElement>('button:not([disabled])');
        stop?.focus();
        return !!stop;
      }
      default:
        return session.run(command);
    }
  };

  const emitChange = useEffectEvent((changes: EditorChange[]) => onChange?.(changes));
  const emitOutline = useEffectEvent((outline: EditorOutlineItem[]) => onOutlineChange?.(outline));
  const onRuntimeCommand = useEffectEvent((command: RuntimeCommand) => handleCommand(command));
  const onAnnounce = useEffectEvent((message: string) =>
    announce(message, message === labels.blockDeleted),
  );
  const onDropFile = useEffectEvent((file: File, pos: number) => startUpload(file, pos));

  useEffect(() => {
    session.listen({
      onChange: (changes) => emitChange(changes),
      onOutlineChange: (outline) => emitOutline(outline),
      onCommand: (command) => onRuntimeCommand(command),
      onAnnounce: (message) => onAnnounce(message),
      onUploadsChange: setUploads,
    });
    session.setUploadHandler((file, pos) => onDropFile(file, pos));
    return () => {
      session.listen({});
      session.setUploadHandler(null);
    };
  }, [session]);

  useEffect(() => {
    session.mount(mountRef.current!);
    if (autoFocus) session.focus();
    return () => session.unmount();
    // Focus only when mounting: `autoFocus` changing later is not a reason to grab focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  useEffect(() => {
    session.configure({ labels, locale, attributes });
  }, [session, labels, locale, attributes]);

  const runTool = (name: ShortcutName) => {
    if (!handleCommand(name)) return;
    if (name === 'undo' || name === 'redo') announce('');
  };

  // --- The drag handle (a mouse aid; the keyboard moves blocks with Alt+Shift+↑/↓) ----------

  const blockAt = (clientX: number, clientY: number) => {
    const { view } = session.editor;
    const found = view.posAtCoords({ left: clientX, top: clientY });
    if (!found) return null;
    const { doc } = view.state;
    const $pos = doc.resolve(found.inside >= 0 ? found.inside : found.pos);
    const index = Math.min($pos.index(0), doc.childCount - 1);
    const element = view.nodeDOM(blockPos(doc, index));
    if (!(element instanceof HTMLElement)) return null;
    return { index, rect: element.getBoundingClientRect(), element };
  };

  const wrapTop = () => wrapRef.current?.getBoundingClientRect().top ?? 0;

  const onPointerMove = (event: MouseEvent) => {
    if (dragging.current || bodyOnly) return;
    const block = blockAt(event.clientX, event.clientY);
    if (!block) return;
    // Locked blocks stay where they are: no handle beside them.
    if (isLocked(session.editor.state.doc.maybeChild(block.index))) {
      if (handle) setHandle(null);
      return;
    }
    const top = block.rect.top - wrapTop();
    if (handle?.index !== block.index || handle.top !== top) setHandle({ index: block.index, top });
  };

  const onHandleDragStart = (event: DragEvent) => {
    if (!handle) return;
    const { doc } = session.editor.state;
    const [start, end] = unitAt(doc, Math.min(handle.index, doc.childCount - 1));
    if (hasLocked(doc, start, end)) {
      event.preventDefault();
      return;
    }
    dragging.current = { start, end, target: null };
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('application/x-koers-block', String(start));
    const element = session.editor.view.nodeDOM(blockPos(doc, start));
    if (element instanceof HTMLElement) event.dataTransfer.setDragImage(element, 0, 0);
  };

  const onDragOverCapture = (event: DragEvent) => {
    const drag = dragging.current;
    if (!drag) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'move';
    const block = blockAt(event.clientX, event.clientY);
    if (!block) return;
    const after = event.clientY > block.rect.top + block.rect.height / 2;
    // Never into a run of locked blocks: before or after it, whichever is nearer the pointer.
    const { doc } = session.editor.state;
    const target = outsideLockedRun(doc, block.index + (after ? 1 : 0), after ? 1 : -1);
    drag.target = target;
    const edge = after ? target - 1 : target;
    const element =
      edge === block.index ? block.element : session.editor.view.nodeDOM(blockPos(doc, edge));
    if (!(element instanceof HTMLElement)) return;
    const rect = element.getBoundingClientRect();
    const line = (after ? rect.bottom : rect.top) - wrapTop();
    if (line !== dropLine) setDropLine(line);
  };

  const endDrag = () => {
    dragging.current = null;
    setDropLine(null);
  };

  const onDropCapture = (event: DragEvent) => {
    const drag = dragging.current;
    if (!drag) return;
    event.preventDefault();
    event.stopPropagation();
    endDrag();
    const { state } = session.editor;
    if (drag.target === null || drag.start >= state.doc.childCount) return;
    const section = state.doc.child(drag.start).type.name === 'koersHeading';
    const up = drag.target < drag.start;
    const tr = moveBlocks(state, drag.start, drag.end, drag.target);
    if (!tr) return;
    session.editor.view.dispatch(tr);
    if (section) announce(up ? labels.sectionMovedUp : labels.sectionMovedDown);
    else announce(up ? labels.blockMovedUp : labels.blockMovedDown);
  };

  const selectHandleBlock = () => {
    if (!handle) return;
    const { state, view } = session.editor;
    const index = Math.min(handle.index, state.doc.childCount - 1);
    const pos = blockPos(state.doc, index);
    const node = state.doc.child(index);
    view.dispatch(
      state.tr.setSelection(
        node.isAtom
          ? NodeSelection.create(state.doc, pos)
          : Selection.near(state.doc.resolve(pos + 1)),
      ),
    );
    view.focus();
  };

  return (
    <div {...rest} className={cx('koers-editor', className)}>
      <EditorToolbar
        ref={toolbarRef}
        labels={labels}
        state={toolbar}
        onRun={runTool}
        canInsertFile={!!onUpload}
        canInsertContact={!!onSearchContacts}
        bodyOnly={bodyOnly}
      />
      {uploads.length > 0 ? (
        <ul className="koers-editor__uploads" aria-label={labels.uploads}>
          {uploads.map((upload) => (
            <li
              key={upload.id}
              className="koers-editor__upload"
              data-failed={!!upload.error || undefined}
            >
              <span className="koers-editor__upload-name">{upload.name}</span>
              {upload.error ? (
                <span role="alert" className="koers-editor__upload-error">
                  {upload.error}
                </span>
              ) : (
                <ProgressBar
                  className="koers-editor__upload-progress"
                  value={upload.progress * 100}
                  label={fillLabel(labels.uploading, upload.name)}
                />
              )}
              <Button size="sm" variant="ghost" onPress={() => session.dismissUpload(upload.id)}>
                {upload.error ? labels.uploadDismiss : labels.uploadCancel}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={hintId} className="koers-editor__hint">
        {labels.surfaceHint}
      </p>
      {/* Pointer tracking for the drag handle only; the surface itself is the keyboard's. */}
      <div
        ref={wrapRef}
        className="koers-editor__frame"
        onMouseMove={onPointerMove}
        onMouseLeave={() => {
          if (!dragging.current) setHandle(null);
        }}
        onDragOverCapture={onDragOverCapture}
        onDropCapture={onDropCapture}
      >
        {handle ? (
          <button
            type="button"
            className="koers-editor__handle"
            style={{ insetBlockStart: handle.top }}
            draggable
            tabIndex={-1}
            aria-hidden="true"
            title={labels.dragHandle}
            onDragStart={onHandleDragStart}
            onDragEnd={endDrag}
            onClick={selectHandleBlock}
          >
            <ToolIcon name="drag" />
          </button>
        ) : null}
        {dropLine !== null ? (
          <div
            className="koers-editor__drop-line"
            style={{ insetBlockStart: dropLine }}
            aria-hidden="true"
          />
        ) : null}
        <div ref={mountRef} className="koers-editor__mount" />
      </div>
      <div className="koers-editor__status">
        <span role="status" key={status.n}>
          {status.message}
        </span>
        {status.undo ? (
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              session.run('undo');
              session.focus();
              announce('');
            }}
          >
            {labels.undo}
          </Button>
        ) : null}
      </div>
      {onUpload ? (
        <input
          ref={fileInputRef}
          type="file"
          hidden
          multiple
          accept={fileAccept}
          onChange={(event) => {
            for (const file of event.currentTarget.files ?? []) startUpload(file);
            event.currentTarget.value = '';
          }}
        />
      ) : null}
      {dialog?.kind === 'link' ? (
        <LinkDialog
          labels={labels}
          href={dialog.href}
          askText={dialog.askText}
          onSave={(href, text) => {
            setDialog(null);
            session.setLink(href, text);
            session.focus();
          }}
          onRemove={() => {
            setDialog(null);
            session.setLink(null);
            session.focus();
          }}
          onClose={() => {
            setDialog(null);
            session.focus();
          }}
        />
      ) : null}
      {dialog?.kind === 'contact' && onSearchContacts ? (
        <ContactDialog
          labels={labels}
          onSearch={onSearchContacts}
          onPick={(contact) => {
            setDialog(null);
            session.insertContact({ ...contact, contact_id: contact.id });
            session.focus();
          }}
          onClose={() => {
            setDialog(null);
            session.focus();
          }}
        />
      ) : null}
    </div>
  );
}
