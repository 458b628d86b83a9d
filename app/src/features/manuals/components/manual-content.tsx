import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A manual's HTML. The server sanitizes it on save; it is sanitized here again because this
 * page cannot know what wrote the row (defence in depth against stored XSS).
 */
export function ManualContent({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className="koers-manual__content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
