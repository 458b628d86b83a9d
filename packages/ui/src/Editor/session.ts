import { Editor as TiptapEditor } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { redo as redoCommand, redoDepth, undo as undoCommand, undoDepth } from '@tiptap/pm/history';
import { Selection, type EditorState } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { isInTable } from '@tiptap/pm/tables';
import { baselineOf, computeChanges, applyToBaseline, type Baseline } from './changes';
import { behaviourExtension, blockCommands, pasteProps } from './behaviour';
import {
  blockEdgeAfter,
  blockKind,
  currentBlock,
  inList,
  inNode,
  insertBlock,
  insertBlockAt,
} from './commands';
import { isLocked } from './locked';
import { fillLabel, type EditorLabels } from './labels';
import { blockToNode, blocksToDoc, docToBlocks, toContactValue, toFileValue } from './mapping';
import { outlineOf } from './numbering';
import { loadKey } from './limits';
import { applyRemote, find, replaceBlock as replaceRemoteBlock } from './remote';
import {
  BLOCK_NODE,
  createRuntime,
  schemaExtensions,
  type EditorRuntime,
  type RuntimeCommand,
} from './schema';
import type { ShortcutName } from './shortcuts';
import { addUploadPlaceholder, removeUploadPlaceholder, uploadPosition } from './uploads';
import type {
  ContactBlockValue,
  EditorBlock,
  EditorChange,
  EditorHandle,
  EditorInputBlock,
  EditorOutlineItem,
  FileBlockValue,
  RemoteChanges,
  RemoteOptions,
  UploadOptions,
} from './types';

/** What the toolbar shows: which buttons are pressed and which can do something now. */
export interface ToolbarState {
  kind: ReturnType<typeof blockKind>;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  heading3: boolean;
  heading4: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  inTable: boolean;
  /** The cursor's table starts with a header row. */
  headerRow: boolean;
  /** Per command: whether it can run now. */
  can: Partial<Record<ShortcutName, boolean>>;
}

/** Whether two toolbar states show the same (their `can` compared entry by entry). */
function sameToolbarState(a: ToolbarState, b: ToolbarState): boolean {
  for (const key of Object.keys(a) as (keyof ToolbarState)[]) {
    if (key !== 'can' && a[key] !== b[key]) return false;
  }
  const names = new Set([...Object.keys(a.can), ...Object.keys(b.can)]) as Set<ShortcutName>;
  for (const name of names) if (a.can[name] !== b.can[name]) return false;
  return true;
}

/** A running or failed upload, for the list beside the editor. */
export interface UploadEntry {
  id: number;
  name: string;
  progress: number;
  /** Set when the upload failed: the callback's message, or the editor's own. */
  error: string | null;
  controller: AbortController;
}

/** What the component listens to. */
export interface SessionListeners {
  onChange?: (changes: EditorChange[]) => void;
  onOutlineChange?: (outline: EditorOutlineItem[]) => void;
  onCommand?: (command: RuntimeCommand) => boolean;
  onAnnounce?: (message: string) => void;
  onUploadsChange?: (uploads: readonly UploadEntry[]) => void;
}

function markActive(state: EditorState, name: string): boolean {
  const type = state.schema.marks[name];
  if (!type) return false;
  const { from, to, empty, $from } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

function tableHasHeaderRow(state: EditorState): boolean {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d -= 1) {
    const node = $from.node(d);
    if (node.type.name !== 'table') continue;
    const first = node.firstChild;
    let header = !!first && first.childCount > 0;
    first?.forEach((cell) => {
      if (cell.type.name !== 'tableHeader') header = false;
    });
    return header;
  }
  return false;
}

function headingActive(state: EditorState, level: number): boolean {
  const { $from } = state.selection;
  return $from.parent.type.name === 'heading' && $from.parent.attrs.level === level;
}

/**
 * One editing session: the Tiptap editor with the Koers schema, the acknowledged state
 * (baseline) the changes are computed against, uploads, and what the toolbar needs. It holds
 * no React state: the component subscribes to it and calls it from effects and events.
 */
export class EditorSession implements EditorHandle {
  readonly editor: TiptapEditor;
  readonly runtime: EditorRuntime;
  private baseline: Baseline;
  private listeners: SessionListeners = {};
  private lastChanges = '[]';
  private lastOutline = '';
  /** The node each emitted upsert stands for, to acknowledge a save exactly. */
  private changeNodes = new WeakMap<EditorChange, PMNode>();
  private subscribers = new Set<() => void>();
  private toolbarCache: { state: EditorState; value: ToolbarState } | null = null;
  private uploads: UploadEntry[] = [];
  private nextUploadId = 1;

  constructor(
    blocks: readonly EditorInputBlock[],
    options: {
      labels: EditorLabels;
      locale: string;
      headingLevel: number;
      attributes?: Record<string, string>;
      bodyOnly?: boolean;
    },
  ) {
    const bodyOnly = options.bodyOnly === true;
    this.runtime = createRuntime({
      labels: options.labels,
      locale: options.locale,
      headingLevel: options.headingLevel,
      bodyOnly,
      onCommand: (command) => this.listeners.onCommand?.(command) ?? false,
      announce: (message) => this.listeners.onAnnounce?.(message),
    });
    this.editor = new TiptapEditor({
      element: null,
      injectCSS: false,
      enablePasteRules: false,
      extensions: [...schemaExtensions(this.runtime), behaviourExtension(this.runtime)],
      editorProps: {
        attributes: options.attributes ?? {},
        ...pasteProps(bodyOnly),
        transformPasted: (slice, view) => pasteProps(bodyOnly).transformPasted(slice, view.state),
        handleDrop: (view, event, _slice, moved) => this.handleFileDrop(view, event, moved),
      },
    });
    const doc = blocksToDoc(this.editor.schema, blocks);
    const tr = this.editor.state.tr
      .replaceWith(0, this.editor.state.doc.content.size, doc.content)
      .setMeta('addToHistory', false)
      .setMeta(loadKey, true);
    tr.setSelection(Selection.atStart(tr.doc));
    this.editor.view.dispatch(tr);
    this.baseline = baselineOf(this.editor.state.doc, new Set(blocks.map((block) => block.uid)));
    this.editor.on('update', this.handleUpdate);
    this.editor.on('transaction', this.notify);
  }

  /** Attaches the editing surface to `element`. */
  mount(element: HTMLElement) {
    this.editor.mount(element);
    this.notify();
  }

  unmount() {
    this.editor.unmount();
  }

  listen(listeners: SessionListeners) {
    this.listeners = listeners;
    this.emitOutline();
  }

  /** New texts, locale or surface attributes: cards and the surface are redrawn. */
  configure(options: { labels: EditorLabels; locale: string; attributes: Record<string, string> }) {
    this.runtime.labels = options.labels;
    this.runtime.locale = options.locale;
    for (const card of this.runtime.cards) card.render();
    this.editor.setOptions({
      editorProps: { ...this.editor.options.editorProps, attributes: options.attributes },
    });
  }

  // --- EditorHandle -----------------------------------------------------------------------

  getBlocks() {
    return docToBlocks(this.editor.state.doc);
  }

  getChanges() {
    return computeChanges(this.baseline, this.editor.state.doc);
  }

  getOutline() {
    return outlineOf(this.editor.state.doc);
  }

  markSaved(changes: readonly EditorChange[]) {
    const { schema } = this.editor;
    this.baseline = applyToBaseline(
      this.baseline,
      changes,
      (change) =>
        this.changeNodes.get(change) ??
        blockToNode(schema, { uid: change.uid, ...change.block } as EditorInputBlock),
    );
    this.emitChanges();
  }

  applyRemoteChanges(remote: RemoteChanges, options: RemoteOptions = {}) {
    const { tr, baseline } = applyRemote(
      this.editor.state,
      this.baseline,
      remote,
      options.force === true,
    );
    this.baseline = baseline;
    if (tr.docChanged) this.editor.view.dispatch(tr);
    else this.emitChanges();
  }

  replaceBlock(block: EditorBlock) {
    const { state, view, schema } = this.editor;
    const found = find(state.doc, block.uid);
    // The user's own edit: never of a locked block, and never locking one.
    const next = blockToNode(schema, { ...block, locked: null });
    if (!found || !next || isLocked(found.node)) return false;
    const tr = state.tr;
    replaceRemoteBlock(tr, found, next);
    if (tr.docChanged) view.dispatch(tr);
    return true;
  }

  focus() {
    this.editor.commands.focus();
  }

  // --- Commands -----------------------------------------------------------------------------

  /** Runs a toolbar command; true when it did something. */
  run(name: ShortcutName): boolean {
    const { state, view } = this.editor;
    const chain = this.editor.chain();
    switch (name) {
      case 'bold':
        return chain.toggleBold().run();
      case 'italic':
        return chain.toggleItalic().run();
      case 'underline':
        return chain.toggleUnderline().run();
      case 'strike':
        return chain.toggleStrike().run();
      case 'heading3':
        return chain.toggleHeading({ level: 3 }).run();
      case 'heading4':
        return chain.toggleHeading({ level: 4 }).run();
      case 'blockquote':
        return chain.toggleBlockquote().run();
      case 'undo':
      case 'redo':
        return (name === 'undo' ? undoCommand : redoCommand)(state, view.dispatch);
      default: {
        const command = blockCommands(this.runtime)[name];
        return command ? command(state, view.dispatch, view) : false;
      }
    }
  }

  /** Sets or removes the link at the selection (extended to the whole link when inside one). */
  setLink(href: string | null, text?: string) {
    const chain = this.editor.chain().extendMarkRange('link');
    if (!href) {
      chain.unsetMark('link').run();
      return;
    }
    if (this.editor.state.selection.empty && !markActive(this.editor.state, 'link') && text) {
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
      return;
    }
    chain.setMark('link', { href }).run();
  }

  /** The href of the link at the selection, if any. */
  currentLink(): string | null {
    const { state } = this.editor;
    const type = state.schema.marks.link!;
    const mark =
      type.isInSet(state.selection.$from.marks()) ?? type.isInSet(state.storedMarks ?? []);
    if (mark) return mark.attrs.href as string;
    let href: string | null = null;
    state.doc.nodesBetween(state.selection.from, state.selection.to, (node) => {
      href ??= (type.isInSet(node.marks)?.attrs.href as string | undefined) ?? null;
    });
    return href;
  }

  /** Inserts a contact block after the block at the cursor and selects it. */
  insertContact(value: ContactBlockValue) {
    const content = toContactValue(value);
    if (!content) return;
    const node = this.editor.schema.nodes[BLOCK_NODE.contact]!.create({ content });
    insertBlock(node)(this.editor.state, this.editor.view.dispatch);
  }

  // --- Uploads ------------------------------------------------------------------------------

  /** Uploads `file` with `onUpload`; the file block lands at `pos` (default: after the cursor's block). */
  upload(
    file: File,
    onUpload: (file: File, options: UploadOptions) => Promise<FileBlockValue>,
    pos?: number,
  ) {
    const { state } = this.editor;
    const at = blockEdgeAfter(state.doc, pos ?? state.selection.from);
    const entry: UploadEntry = {
      id: this.nextUploadId++,
      name: file.name,
      progress: 0,
      error: null,
      controller: new AbortController(),
    };
    this.setUploads([...this.uploads, entry]);
    this.editor.view.dispatch(addUploadPlaceholder(this.editor.state.tr, entry.id, at, file.name));
    const update = (changes: Partial<UploadEntry>) =>
      this.setUploads(this.uploads.map((u) => (u.id === entry.id ? { ...u, ...changes } : u)));
    const removePlaceholder = () => {
      if (this.editor.isDestroyed) return null;
      const where = uploadPosition(this.editor.state, entry.id);
      this.editor.view.dispatch(removeUploadPlaceholder(this.editor.state.tr, entry.id));
      return where;
    };
    onUpload(file, {
      onProgress: (fraction) => {
        if (!entry.controller.signal.aborted) {
          update({ progress: Math.max(0, Math.min(1, fraction)) });
        }
      },
      signal: entry.controller.signal,
    }).then(
      (value) => {
        const where = removePlaceholder();
        if (where === null || entry.controller.signal.aborted) return;
        const content = toFileValue(value) ?? { name: file.name, file_id: null };
        const node = this.editor.schema.nodes[BLOCK_NODE.file]!.create({ content });
        this.editor.view.dispatch(insertBlockAt(this.editor.state.tr, where, node));
        this.setUploads(this.uploads.filter((u) => u.id !== entry.id));
        this.listeners.onAnnounce?.(
          fillLabel(this.runtime.labels.uploadDone, value.name || file.name),
        );
      },
      (error: unknown) => {
        removePlaceholder();
        if (entry.controller.signal.aborted) {
          this.setUploads(this.uploads.filter((u) => u.id !== entry.id));
          return;
        }
        const message =
          error instanceof Error && error.message
            ? error.message
            : typeof error === 'string' && error
              ? error
              : fillLabel(this.runtime.labels.uploadFailed, file.name);
        update({ error: message });
      },
    );
  }

  /** Cancels a running upload, or closes a failed one's message. */
  dismissUpload(id: number) {
    const entry = this.uploads.find((u) => u.id === id);
    if (!entry) return;
    if (!entry.error) {
      entry.controller.abort();
      this.editor.view.dispatch(removeUploadPlaceholder(this.editor.state.tr, id));
    }
    this.setUploads(this.uploads.filter((u) => u.id !== id));
  }

  private setUploads(uploads: UploadEntry[]) {
    this.uploads = uploads;
    this.listeners.onUploadsChange?.(uploads);
  }

  /** Files dropped on the surface are uploaded to where they were dropped. */
  private uploadHandler: ((file: File, pos: number) => boolean) | null = null;

  setUploadHandler(handler: ((file: File, pos: number) => boolean) | null) {
    this.uploadHandler = handler;
  }

  private handleFileDrop(view: EditorView, event: DragEvent, moved: boolean): boolean {
    const files = event.dataTransfer?.files;
    if (moved || !files?.length || !this.uploadHandler) return false;
    const coords = view.posAtCoords({ left: event.clientX, top: event.clientY });
    const doc = view.state.doc;
    const pos = coords ? blockEdgeAfter(doc, coords.pos) : doc.content.size;
    event.preventDefault();
    for (const file of files) this.uploadHandler(file, pos);
    return true;
  }

  // --- Subscriptions ------------------------------------------------------------------------

  subscribe = (callback: () => void) => {
    this.subscribers.add(callback);
    return () => {
      this.subscribers.delete(callback);
    };
  };

  private notify = () => {
    for (const callback of this.subscribers) callback();
  };

  /** The toolbar's state for the current editor state (the same object while it is unchanged). */
  getToolbarState = (): ToolbarState => {
    const { state } = this.editor;
    if (this.toolbarCache?.state === state) return this.toolbarCache.value;
    const commands = blockCommands(this.runtime);
    const can: ToolbarState['can'] = {};
    for (const [name, command] of Object.entries(commands)) {
      can[name as ShortcutName] = command(state);
    }
    can.undo = undoDepth(state) > 0;
    can.redo = redoDepth(state) > 0;
    const kind = blockKind(state);
    const inBody = kind === 'body';
    can.heading3 = inBody;
    can.heading4 = inBody;
    const text = inBody || kind === 'h1' || kind === 'h2';
    for (const mark of ['bold', 'italic', 'underline', 'strike', 'link'] as const)
      can[mark] = inBody;
    for (const name of ['bulletList', 'orderedList', 'blockquote'] as const) can[name] = inBody;
    can.body = text;
    // In a locked block nothing can be done to its text; files and contacts go after its run.
    const block = currentBlock(state);
    if (block && isLocked(block.node)) {
      for (const name of Object.keys(can) as ShortcutName[]) {
        if (name !== 'undo' && name !== 'redo') can[name] = false;
      }
    }
    const value: ToolbarState = {
      kind,
      bold: markActive(state, 'bold'),
      italic: markActive(state, 'italic'),
      underline: markActive(state, 'underline'),
      strike: markActive(state, 'strike'),
      heading3: headingActive(state, 3),
      heading4: headingActive(state, 4),
      bulletList: inList(state, 'bulletList'),
      orderedList: inList(state, 'orderedList'),
      blockquote: inNode(state, 'blockquote'),
      link: markActive(state, 'link'),
      inTable: isInTable(state),
      headerRow: tableHasHeaderRow(state),
      can,
    };
    // The same object while nothing the toolbar shows changed (typing a letter changes none of
    // it): React then does not render the toolbar, nor commit anything, on every keystroke.
    const previous = this.toolbarCache?.value;
    const kept = previous && sameToolbarState(previous, value) ? previous : value;
    this.toolbarCache = { state, value: kept };
    return kept;
  };

  // --- Changes out --------------------------------------------------------------------------

  private handleUpdate = () => {
    this.emitChanges();
    this.emitOutline();
  };

  private emitChanges() {
    const changes = computeChanges(this.baseline, this.editor.state.doc, (change, node) =>
      this.changeNodes.set(change, node),
    );
    const json = JSON.stringify(changes);
    if (json === this.lastChanges) return;
    this.lastChanges = json;
    this.listeners.onChange?.(changes);
  }

  private emitOutline() {
    const outline = outlineOf(this.editor.state.doc);
    const json = JSON.stringify(outline);
    if (json === this.lastOutline) return;
    this.lastOutline = json;
    this.listeners.onOutlineChange?.(outline);
  }
}
