export { numberHeadings, blockAnchorId, matchAnchorId } from './numberHeadings';
export type { HeadingSource, NumberedHeading } from './numberHeadings';
export { scrollToAnchor, SMOOTH_SCROLL_DEFAULTS } from './scrollToAnchor';
export type { ScrollToAnchorOptions } from './scrollToAnchor';
export { findMatches, splitMatches } from './matches';
