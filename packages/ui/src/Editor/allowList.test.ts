import { RICH_TEXT } from '@koers/contract/constants';
import type { Node as PMNode } from '@tiptap/pm/model';
import { sanitizeRichText } from '../RichText/sanitize';
import { uid } from './Editor.fixtures';
import { bodyNode, serializeBody } from './mapping';
import { BLOCK_NODE, LINK_SCHEMES, editorSchema, isAllowedLinkHref } from './schema';

const schema = editorSchema();

/** Every node and mark a body can hold, nested the way an editor lets you nest them. */
const KITCHEN_SINK = [
  '<h3>Kop 3</h3>',
  '<h4>Kop 4</h4>',
  '<p>Tekst met <strong>vet</strong>, <em>cursief</em>, <u>onderstreept</u>, <s>doorgehaald</s>,',
  ' <code>code</code>, H<sub>2</sub>O, m<sup>2</sup>, een <a href="https://example.org/a?b=c&amp;d">link</a>,',
  ' <a href="mailto:an@example.org">mail</a>, <a href="tel:+31301234567">bellen</a><br>en een nieuwe regel.</p>',
  '<ul><li><p>Een</p><ol><li><p>Genest</p><ul><li><p>Dieper</p></li></ul></li></ol></li><li><p>Twee</p></li></ul>',
  '<ol><li><p>Eerste</p></li></ol>',
  '<blockquote><p>Citaat</p><ul><li><p>in een citaat</p></li></ul></blockquote>',
  '<pre>code\n  blok</pre>',
  '<hr>',
  '<table><tbody><tr><th><p>Kop</p></th><th colspan="2"><p>Breed</p></th></tr>',
  '<tr><td rowspan="2"><p>Hoog</p></td><td><p><strong>a</strong></p></td><td><ul><li><p>b</p></li></ul></td></tr>',
  '<tr><td><p>c</p></td><td><p></p></td></tr></tbody></table>',
  '<p></p>',
].join('');

function allowed(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!(RICH_TEXT.tags as readonly string[]).includes(tag)) problems.push(`<${tag}>`);
    const attributes = (RICH_TEXT.attributes as Record<string, readonly string[]>)[tag] ?? [];
    for (const { name, value } of element.attributes) {
      if (!attributes.includes(name)) problems.push(`<${tag} ${name}>`);
      if (name === 'href') {
        const scheme = /^([a-z]+):/.exec(value)?.[1];
        if (!scheme || !(RICH_TEXT.urlSchemes as readonly string[]).includes(scheme)) {
          problems.push(`href ${value}`);
        }
      }
    }
  }
  return problems;
}

function typesIn(node: PMNode) {
  const nodes = new Set<string>();
  const marks = new Set<string>();
  node.descendants((child) => {
    nodes.add(child.type.name);
    for (const mark of child.marks) marks.add(mark.type.name);
  });
  return { nodes, marks };
}

describe('the allow-list (RICH_TEXT)', () => {
  it('holds everything the editor can write into a body', () => {
    const node = bodyNode(schema, uid(1), KITCHEN_SINK);
    const html = serializeBody(node);
    expect(allowed(html)).toEqual([]);
    // The same sanitizer as read mode and the server keeps it exactly as it is.
    expect(sanitizeRichText(html)).toBe(html);
    // Nothing was lost on the way in either: the editor keeps its own HTML as it is.
    expect(html).toBe(KITCHEN_SINK);
  });

  it('is checked for every node and mark of the schema: a new one must be added above', () => {
    const { nodes, marks } = typesIn(bodyNode(schema, uid(1), KITCHEN_SINK));
    const topLevel = new Set<string>([...Object.values(BLOCK_NODE), 'doc']);
    const bodyTypes = Object.keys(schema.nodes).filter((name) => !topLevel.has(name));
    expect(bodyTypes.filter((name) => !nodes.has(name))).toEqual([]);
    expect(Object.keys(schema.marks).filter((name) => !marks.has(name))).toEqual([]);
  });

  it('drops what it does not hold, whatever HTML comes in', () => {
    const hostile = [
      '<p style="color:red" class="x" id="y" data-x="1" onclick="alert(1)">Tekst',
      '<span style="font-family:Comic Sans">met stijl</span><font color="red">font</font>',
      '<img src="data:image/png;base64,AAAA"><a href="javascript:alert(1)">js</a>',
      '<a href="data:text/html,x">data</a><a href="//evil.example/x">rel</a>',
      '<a href="/pad">relatief</a><a href="https://ok.example" target="_blank" rel="opener" title="t">ok</a>',
      '<iframe src="https://evil.example"></iframe><script>alert(1)</script></p>',
      '<h1>Kop 1 in een body</h1><h6 style="x">Kop 6</h6>',
      '<table style="width:100%"><colgroup><col width="50"></colgroup><tr><td width="50" style="x" align="left">c</td></tr></table>',
      '<ol start="3" type="a"><li style="x">item</li></ol><video src="x"></video><svg><circle/></svg>',
    ].join('');
    const html = serializeBody(bodyNode(schema, uid(1), hostile));
    expect(allowed(html)).toEqual([]);
    expect(sanitizeRichText(html)).toBe(html);
    expect(html).not.toMatch(
      /style|class|onclick|javascript|data:|img|iframe|script|target|<h[126]/,
    );
    expect(html).toContain('<a href="https://ok.example">ok</a>');
  });

  it('allows links only to http(s), mailto and tel, as the contract does', () => {
    expect([...LINK_SCHEMES]).toEqual([...RICH_TEXT.urlSchemes]);
    for (const href of [
      'https://example.org',
      'http://example.org/pad?x=1',
      'mailto:an@example.org',
      'tel:+31301234567',
      ' HTTPS://EXAMPLE.ORG ',
    ]) {
      expect(isAllowedLinkHref(href), href).toBe(true);
    }
    for (const href of [
      '',
      'example.org',
      'www.example.org',
      '/pad',
      '//example.org',
      'javascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'ftp://example.org',
      'https://',
      'mailto:',
    ]) {
      expect(isAllowedLinkHref(href), href).toBe(false);
    }
  });
});
