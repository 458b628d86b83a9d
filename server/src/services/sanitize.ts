import { RICH_TEXT } from '@koers/contract/constants';
import sanitizeHtml from 'sanitize-html';

/**
 * Allow-list sanitizer for rich text (document body blocks, manuals), by the contract's
 * RICH_TEXT: what the editor can produce survives; scripts, event handlers, styles, iframes and
 * javascript: URLs do not.
 * The app sanitizes again with DOMPurify (docs/decisions/0008-rich-text-sanitized-twice.md).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT.urlSchemes],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that open a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs:
          target === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
