export { DocumentBlocks, formatFileSize } from './DocumentBlocks';
export type {
  DocumentBlocksProps,
  DocumentBlock,
  DocumentBlocksLabels,
  FileBlockContent,
  ContactBlockContent,
} from './DocumentBlocks';
export { sanitizeBodyHtml } from './sanitizeBodyHtml';
