import { describe, expect, it } from 'vitest';
import { htmlToPlainText, plainTextToHtml } from './html-text';

describe('body HTML and plain text', () => {
  it('gives a line per paragraph, list item and table row', () => {
    expect(
      htmlToPlainText(
        '<p>Intro <strong>bold</strong></p><ul><li>one</li><li>two</li></ul><table><tbody><tr><td>a</td><td>b</td></tr></tbody></table><p>line<br>break</p>',
      ),
    ).toBe('Intro bold\n\n- one\n- two\n\na | b\n\nline\nbreak');
  });

  it('never runs markup: text is text', () => {
    expect(
      htmlToPlainText('<p>&lt;script&gt;x&lt;/script&gt;</p><img src=x onerror="alert(1)">'),
    ).toBe('<script>x</script>');
  });

  it('makes paragraphs of plain text, escaped', () => {
    expect(plainTextToHtml('First <b>\nsame paragraph\n\n\nSecond & last\n')).toBe(
      '<p>First &lt;b&gt;<br>same paragraph</p><p>Second &amp; last</p>',
    );
    expect(plainTextToHtml('  \n ')).toBe('');
  });
});
