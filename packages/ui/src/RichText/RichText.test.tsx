import { render, screen } from '@testing-library/react';
import { itPassesThrough } from '../test-utils/passthrough';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders the allowed markup', () => {
    render(<RichText html='<h3>Doel</h3><p><a href="https://x.nl" target="_blank">Meer</a></p>' />);
    expect(screen.getByRole('heading', { level: 3, name: 'Doel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meer' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it.each([
    ['<script>', '<script>window.pwned = 1</script><p>tekst</p>', 'script'],
    ['onerror', '<p>tekst<img src="x" onerror="window.pwned = 1"></p>', 'img, [onerror]'],
    ['<style>', '<style>p { display: none }</style><p>tekst</p>', 'style'],
    ['style=', '<p style="position: fixed; inset: 0">tekst</p>', '[style]'],
  ])('never lets a %s payload through', (_, html, selector) => {
    const { container } = render(<RichText html={html} />);
    expect(screen.getByText('tekst')).toBeInTheDocument();
    expect(container.querySelector(selector)).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('marks the search text with numbered ids', () => {
    const { container } = render(
      <RichText html="<p>Lezen en lezen</p>" highlightText="lezen" markIdPrefix="b-" />,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.id)).toEqual(['b-1', 'b-2']);
  });
});

itPassesThrough({
  renderWith: (props) => <RichText {...props} html="<p>Toelichting bij het plan</p>" />,
  root: () => screen.getByText('Toelichting bij het plan').parentElement!,
  ownClass: 'koers-rich-text',
});
