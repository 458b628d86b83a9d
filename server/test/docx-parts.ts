import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';

/** Reading a generated .docx in tests: its parts, paragraphs and hyperlinks. */

/** The parts of a .docx as text, by path. */
export function openDocx(bytes: Uint8Array): Record<string, string> {
  const entries = unzipSync(bytes);
  return Object.fromEntries(Object.entries(entries).map(([path, data]) => [path, strFromU8(data)]));
}

/**
 * The address a hyperlink opens: its relationship's target, and the part after `#` that docx
 * writes as the hyperlink's anchor.
 */
export function hyperlinks(xml: string, rels: string): { href: string; xml: string }[] {
  return [...xml.matchAll(/<w:hyperlink ([^>]*)>([\s\S]*?)<\/w:hyperlink>/g)]
    .filter(([, attributes]) => attributes!.includes('r:id='))
    .map(([whole, attributes]) => {
      const id = /r:id="([^"]+)"/.exec(attributes!)![1]!;
      const anchor = /w:anchor="([^"]+)"/.exec(attributes!)?.[1];
      const relation = new RegExp(`<Relationship Id="${id}"[^>]*/>`).exec(rels)?.[0] ?? '';
      expect(relation).toContain('TargetMode="External"');
      const target = /Target="([^"]+)"/.exec(relation)![1]!.replaceAll('&amp;', '&');
      return { href: anchor ? `${target}#${anchor}` : target, xml: whole! };
    });
}

const unescape = (text: string) =>
  text.replace(
    /&(quot|amp|lt|gt|apos);/g,
    (_, name: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" })[name]!,
  );

/** The paragraphs (`<w:p>…</w:p>`, and empty ones `<w:p/>`) of a part with their style and text. */
export function paragraphs(xml: string): { style: string | null; text: string; xml: string }[] {
  return [...xml.matchAll(/<w:p\/>|<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(p)?.[1] ?? null,
    text: [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => unescape(m[1]!)).join(''),
    xml: p,
  }));
}
