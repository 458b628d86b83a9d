import type { Block, ContactBlockContent, FileBlockContent } from '@koers/contract';
import type { DocumentBlock } from '@koers/ui';
import type { IntlShape } from 'react-intl';
import { boardTextLabel } from './board-text';

/** The blocks in document order (the API sends `position`; the order of the array is not a promise). */
export function orderedBlocks(blocks: readonly Block[]): Block[] {
  return [...blocks].sort((a, b) => a.position - b.position);
}

/**
 * A block as @koers/ui's DocumentBlocks reads it. The design system names a contact's function
 * `role` and its organisation `organisation`, so contact content is renamed; a block of fixed
 * board text is `locked` with its label; the rest passes.
 */
export function toUiBlock(block: Block, intl: IntlShape): DocumentBlock {
  const { board_text: boardText, ...rest } = block;
  const locked = boardTextLabel(intl, boardText);
  return locked ? { ...uiContent(rest), locked } : uiContent(rest);
}

function uiContent(block: Omit<Block, 'board_text'>): DocumentBlock {
  if (block.type === 'contact' && typeof block.content === 'object') {
    const contact = block.content as ContactBlockContent;
    return {
      ...block,
      content: {
        name: contact.name,
        role: contact.function ?? null,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        organisation: contact.organisation_name ?? null,
      },
    };
  }
  if (block.type === 'file' && typeof block.content === 'object') {
    const file = block.content as FileBlockContent;
    return { ...block, content: { name: file.name, url: file.url } };
  }
  return block;
}
