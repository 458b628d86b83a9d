import type { Node as PMNode } from '@tiptap/pm/model';
import type { NodeView } from '@tiptap/pm/view';
import { formatFileSize } from '../utils/formatFileSize';
import type { EditorRuntime } from './schema';
import type { ContactBlockValue, FileBlockValue } from './types';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  el.append(...children);
  return el;
}

/** Text for screen readers only (a card's kind before its name). */
function hidden(text: string): HTMLElement {
  return element('span', 'koers-editor__visually-hidden', text);
}

const FILE_ICON =
  '<svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" class="koers-editor__card-icon"><path d="M5 2h7l4 4v12H5V2Zm7 0v4h4" fill="none" stroke="currentColor" stroke-width="1.5"/></svg>';
const CONTACT_ICON =
  '<svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" class="koers-editor__card-icon"><circle cx="10" cy="7" r="3.5" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M3.5 17.5c.8-3.3 3.4-5 6.5-5s5.7 1.7 6.5 5" fill="none" stroke="currentColor" stroke-width="1.5"/></svg>';

function fileCard(dom: HTMLElement, value: FileBlockValue, runtime: EditorRuntime) {
  const { labels, locale } = runtime;
  dom.innerHTML = FILE_ICON;
  const name = element(
    'span',
    'koers-editor__card-name',
    hidden(`${labels.fileBlock}: `),
    value.name,
  );
  if (typeof value.size === 'number') {
    name.append(
      element('span', 'koers-editor__card-meta', ` (${formatFileSize(value.size, locale)})`),
    );
  }
  dom.append(name);
  if (value.url) {
    // A mouse aid: the editor stays one tab stop, and read mode has the same link for keyboards.
    const link = element('a', 'koers-editor__card-link', labels.download, hidden(` ${value.name}`));
    link.href = value.url;
    link.download = value.name;
    link.tabIndex = -1;
    dom.append(link);
  }
}

function contactCard(dom: HTMLElement, value: ContactBlockValue, runtime: EditorRuntime) {
  const { labels } = runtime;
  dom.innerHTML = CONTACT_ICON;
  const details = element(
    'span',
    'koers-editor__card-details',
    element('span', 'koers-editor__card-name', hidden(`${labels.contactBlock}: `), value.name),
  );
  const lines: [string | undefined, string | null | undefined][] = [
    [undefined, value.function],
    [labels.organisation, value.organisation_name],
    [labels.email, value.email],
    [labels.phone, value.phone],
  ];
  for (const [label, text] of lines) {
    if (!text) continue;
    details.append(
      element('span', 'koers-editor__card-meta', ...(label ? [hidden(`${label}: `)] : []), text),
    );
  }
  dom.append(details);
}

/**
 * The card of a file or contact block: not editable, selected as a whole (arrow keys select it,
 * Backspace deletes it). Redrawn when its value or the editor's texts change.
 */
export function createCardView(
  initial: PMNode,
  kind: 'file' | 'contact',
  runtime: EditorRuntime,
): NodeView {
  let node = initial;
  const dom = document.createElement('div');
  dom.className = `koers-editor__card koers-editor__card--${kind}`;
  dom.contentEditable = 'false';
  dom.dataset.blockType = kind;
  const card = {
    render() {
      const uid = node.attrs.uid as string | null;
      if (uid) dom.dataset.uid = uid;
      const value = node.attrs.content as FileBlockValue & ContactBlockValue;
      if (!value?.name) {
        dom.replaceChildren();
        return;
      }
      if (kind === 'file') fileCard(dom, value, runtime);
      else contactCard(dom, value, runtime);
    },
  };
  card.render();
  runtime.cards.add(card);
  return {
    dom,
    update(next) {
      if (next.type !== node.type) return false;
      if (next.attrs !== node.attrs) {
        node = next;
        card.render();
      }
      node = next;
      return true;
    },
    // The download link is the card's own business, not the editor's.
    stopEvent: (event) => event.target instanceof Element && !!event.target.closest('a'),
    ignoreMutation: () => true,
    destroy() {
      runtime.cards.delete(card);
    },
  };
}
