import { sanitizeRichText } from '../RichText/sanitize';

/** @deprecated Render `RichText`, or call `sanitizeRichText`: the same allow-list and instance. */
export const sanitizeBodyHtml = sanitizeRichText;
