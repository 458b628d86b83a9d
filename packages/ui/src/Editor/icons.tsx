import type { ReactElement } from 'react';

/** 20×20 outline icons of the toolbar (hidden from assistive technology: buttons have names). */
const PATHS: Record<string, ReactElement> = {
  body: <path d="M4 5h12M4 9h12M4 13h12M4 17h8" />,
  heading1: <path d="M2.5 4.5v11M9 4.5v11M2.5 10H9M13 7.5l2.5-2v10" />,
  heading2: <path d="M2.5 4.5v11M9 4.5v11M2.5 10H9M12.5 7.5a2.5 2.5 0 1 1 4.3 1.8l-4.3 6.2h5" />,
  heading3: <path d="M2.5 4.5v11M9 4.5v11M2.5 10H9M12.5 5.5h4.5l-2.5 3.5a2.8 2.8 0 1 1-2 4.6" />,
  heading4: <path d="M2.5 4.5v11M9 4.5v11M2.5 10H9M16 15.5v-10l-4 7h5.5" />,
  bold: <path d="M6 3.5h5a3.25 3.25 0 0 1 0 6.5H6zM6 10h6a3.25 3.25 0 0 1 0 6.5H6z" />,
  italic: <path d="M8.5 3.5h7M4.5 16.5h7M12 3.5 8 16.5" />,
  underline: <path d="M5.5 3v6.5a4.5 4.5 0 0 0 9 0V3M4 17.5h12" />,
  strike: (
    <path d="M3 10h14M14 5.5c-.6-1.3-2-2-4-2-2.5 0-4 1.2-4 3s1.6 2.6 4 3.5M6 14.5c.6 1.3 2 2 4 2 2.5 0 4-1.2 4-3" />
  ),
  bulletList: (
    <>
      <circle cx="4" cy="5" r="1.25" />
      <circle cx="4" cy="10" r="1.25" />
      <circle cx="4" cy="15" r="1.25" />
      <path d="M8 5h9M8 10h9M8 15h9" />
    </>
  ),
  orderedList: <path d="M8 5h9M8 10h9M8 15h9M3 3.5h1.25V7M2.75 12h2l-2 3h2" />,
  blockquote: <path d="M4 6h4v4H5.5c0 2 1 3 2.5 3.5M12 6h4v4h-2.5c0 2 1 3 2.5 3.5" />,
  link: (
    <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />
  ),
  insertTable: <path d="M3 4h14v12H3zM3 8h14M3 12h14M8 4v12M13 4v12" />,
  insertFile: <path d="M5 2.5h6.5l3.5 3.5v11.5H5zM11.5 2.5V6H15M10 9v6M7.5 12h5" />,
  insertContact: (
    <path d="M10 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM4 17c.6-3 3-4.5 6-4.5s5.4 1.5 6 4.5" />
  ),
  moveUp: <path d="M10 16V4M5 9l5-5 5 5" />,
  moveDown: <path d="M10 4v12M5 11l5 5 5-5" />,
  deleteBlock: <path d="M4 6h12M8 6V4h4v2M5.5 6l1 11h7l1-11M8.5 9v5M11.5 9v5" />,
  undo: <path d="M7 4 3.5 7.5 7 11M3.5 7.5H12a4.5 4.5 0 0 1 0 9H8" />,
  redo: <path d="m13 4 3.5 3.5L13 11M16.5 7.5H8a4.5 4.5 0 0 0 0 9h4" />,
  drag: (
    <>
      <circle cx="7.5" cy="5" r="1.25" />
      <circle cx="12.5" cy="5" r="1.25" />
      <circle cx="7.5" cy="10" r="1.25" />
      <circle cx="12.5" cy="10" r="1.25" />
      <circle cx="7.5" cy="15" r="1.25" />
      <circle cx="12.5" cy="15" r="1.25" />
    </>
  ),
};

/**
 * A toolbar icon. Drawn, never text: a visible "H1" would have to be part of the button's name
 * (WCAG 2.5.3), and the name is the label ("Kop 1").
 */
export function ToolIcon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className="koers-editor__icon"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}
