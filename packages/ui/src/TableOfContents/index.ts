export { TableOfContents } from './TableOfContents';
export type { TableOfContentsProps, TableOfContentsBlock } from './TableOfContents';
