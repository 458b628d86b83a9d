/**
 * The keyboard shortcut of every toolbar command, in ProseMirror's notation (`Mod` is ⌘ on a
 * Mac, Ctrl elsewhere). The toolbar shows them in its tooltips and `aria-keyshortcuts`.
 */
export const SHORTCUTS = {
  body: 'Mod-Alt-0',
  heading1: 'Mod-Alt-1',
  heading2: 'Mod-Alt-2',
  heading3: 'Mod-Alt-3',
  heading4: 'Mod-Alt-4',
  bold: 'Mod-b',
  italic: 'Mod-i',
  underline: 'Mod-u',
  strike: 'Mod-Shift-s',
  bulletList: 'Mod-Shift-8',
  orderedList: 'Mod-Shift-7',
  blockquote: 'Mod-Shift-b',
  link: 'Mod-k',
  insertTable: 'Mod-Alt-t',
  insertFile: 'Mod-Alt-f',
  insertContact: 'Mod-Alt-c',
  moveUp: 'Alt-Shift-ArrowUp',
  moveDown: 'Alt-Shift-ArrowDown',
  deleteBlock: 'Alt-Shift-Backspace',
  undo: 'Mod-z',
  redo: 'Shift-Mod-z',
  rowBefore: 'Mod-Alt-Shift-ArrowUp',
  rowAfter: 'Mod-Alt-Shift-ArrowDown',
  columnBefore: 'Mod-Alt-Shift-ArrowLeft',
  columnAfter: 'Mod-Alt-Shift-ArrowRight',
  deleteRow: 'Mod-Alt-Shift-Backspace',
  deleteColumn: 'Mod-Alt-Shift-Delete',
  headerRow: 'Mod-Alt-Shift-h',
  deleteTable: 'Mod-Alt-Shift-x',
  focusToolbar: 'Alt-F10',
} as const;

export type ShortcutName = keyof typeof SHORTCUTS;

export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iP(hone|[oa]d)/.test(navigator.platform);
}

const KEY_NAMES: Record<string, [mac: string, other: string]> = {
  ArrowUp: ['↑', '↑'],
  ArrowDown: ['↓', '↓'],
  ArrowLeft: ['←', '←'],
  ArrowRight: ['→', '→'],
  Backspace: ['⌫', 'Backspace'],
  Delete: ['⌦', 'Delete'],
};

function parts(shortcut: string): { modifiers: string[]; key: string } {
  const all = shortcut.split('-');
  return { modifiers: all.slice(0, -1), key: all.at(-1)! };
}

/** How a shortcut is shown: "Ctrl+Alt+1", or "⌘⌥1" on a Mac. */
export function formatShortcut(shortcut: string, mac = isMac()): string {
  const { modifiers, key } = parts(shortcut);
  const keyName = KEY_NAMES[key]?.[mac ? 0 : 1] ?? key.toUpperCase();
  const order = ['Mod', 'Ctrl', 'Alt', 'Shift'];
  const sorted = [...modifiers].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  if (mac) {
    const symbols: Record<string, string> = { Mod: '⌘', Ctrl: '⌃', Alt: '⌥', Shift: '⇧' };
    return sorted.map((m) => symbols[m]).join('') + keyName;
  }
  const names: Record<string, string> = { Mod: 'Ctrl', Ctrl: 'Ctrl', Alt: 'Alt', Shift: 'Shift' };
  return [...sorted.map((m) => names[m]), keyName].join('+');
}

/** The shortcut for `aria-keyshortcuts`: "Control+Alt+1", "Meta+Alt+1". */
export function ariaShortcut(shortcut: string, mac = isMac()): string {
  const { modifiers, key } = parts(shortcut);
  const names: Record<string, string> = {
    Mod: mac ? 'Meta' : 'Control',
    Ctrl: 'Control',
    Alt: 'Alt',
    Shift: 'Shift',
  };
  return [...modifiers.map((m) => names[m]), key.length === 1 ? key.toUpperCase() : key].join('+');
}
