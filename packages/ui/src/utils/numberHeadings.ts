/** The least a block needs to take part in heading numbering. */
export interface HeadingSource {
  /** Block id; becomes the anchor `block-<id>`. */
  id: string | number;
  /** Only `h1` and `h2` are numbered; every other type is passed over. */
  type: string;
}

/** One numbered heading, in document order. */
export interface NumberedHeading<T extends HeadingSource = HeadingSource> {
  /** The block the number belongs to. */
  block: T;
  /** 1 for h1, 2 for h2. */
  level: 1 | 2;
  /** The visible number with its trailing dot: `"2."` or `"2.3."`. */
  number: string;
}

/**
 * Numbers the h1 and h2 blocks of a document as SPEC §2 asks: h1 as `1.`, `2.`, …; h2 as
 * `1.1.`, `1.2.`, … restarting under each new h1. Pure: same blocks, same numbers.
 *
 * An h2 that comes before any h1 is numbered under an implicit section 0 (`0.1.`, `0.2.`):
 * it keeps a unique anchor number and the first real h1 still gets `1.`.
 */
export function numberHeadings<T extends HeadingSource>(
  blocks: readonly T[],
): NumberedHeading<T>[] {
  const result: NumberedHeading<T>[] = [];
  let h1 = 0;
  let h2 = 0;
  for (const block of blocks) {
    if (block.type === 'h1') {
      h1 += 1;
      h2 = 0;
      result.push({ block, level: 1, number: `${h1}.` });
    } else if (block.type === 'h2') {
      h2 += 1;
      result.push({ block, level: 2, number: `${h1}.${h2}.` });
    }
  }
  return result;
}

/** The DOM id of a block's anchor, shared by DocumentBlocks and TableOfContents. */
export function blockAnchorId(id: string | number): string {
  return `block-${id}`;
}

/**
 * The DOM id of the n-th (1, 2, …) search match highlighted in a block's text: the block's
 * anchor numbered per match (`block-13-2`), so a search result can scroll to its own match.
 */
export function matchAnchorId(blockId: string | number, n: number): string {
  return `${blockAnchorId(blockId)}-${n}`;
}
