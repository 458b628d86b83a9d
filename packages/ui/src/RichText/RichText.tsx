import { useMemo } from 'react';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import { sanitizeRichText } from './sanitize';
import './RichText.css';

export interface RichTextProps extends PassthroughProps<HTMLDivElement> {
  /**
   * The HTML to show (a document body, a manual). It is sanitized here with the server's
   * allow-list whatever wrote it, so stored markup cannot run script or restyle the page.
   */
  html: string;
  /** Text to mark with <mark> wherever it occurs in the text (never inside tags or attributes). */
  highlightText?: string;
  /** With `highlightText`: the marks get the ids `${markIdPrefix}1`, `…2`, … in text order. */
  markIdPrefix?: string;
}

/**
 * Sanitized rich text in the Koers typography: paragraphs, lists, tables, quotes and links.
 * The only component that renders HTML from outside, through one configured DOMPurify instance.
 */
export function RichText({ html, highlightText, markIdPrefix, className, ...rest }: RichTextProps) {
  const clean = useMemo(
    () => sanitizeRichText(html, highlightText, markIdPrefix),
    [html, highlightText, markIdPrefix],
  );
  return (
    <div
      {...rest}
      className={cx('koers-rich-text', className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
