export { RichText } from './RichText';
export type { RichTextProps } from './RichText';
export { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, sanitizeRichText } from './sanitize';
