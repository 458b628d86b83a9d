import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './RichText';

const meta = {
  title: 'Documents/RichText',
  component: RichText,
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

const unsafe =
  '<script>document.body.dataset.pwned = "1"</script>' +
  '<style>body { display: none }</style>' +
  '<p style="position: fixed; inset: 0">Schadelijke opmaak</p>' +
  '<img src="x" onerror="document.body.dataset.pwned = \'1\'">' +
  '<a href="javascript:alert(1)">Script-link</a>';

function sample(locale: 'nl' | 'en') {
  const t =
    locale === 'nl'
      ? {
          goal: 'Onze doelen',
          read: 'Lezen',
          more: 'Meer lezen',
          mail: 'Mail ons',
          quote: 'Elk kind telt.',
        }
      : {
          goal: 'Our goals',
          read: 'Reading',
          more: 'Read more',
          mail: 'Mail us',
          quote: 'Every child counts.',
        };
  return (
    `<h3>${t.goal}</h3><p><strong>${t.read}</strong> en <em>rekenen</em>.</p>` +
    `<ul><li>${t.read}</li><li>Rekenen</li></ul><blockquote>${t.quote}</blockquote>` +
    `<table><thead><tr><th>${t.goal}</th><th>2026</th></tr></thead><tbody><tr><td>${t.read}</td><td>80%</td></tr></tbody></table>` +
    `<p><a href="https://www.koers.nl" target="_blank">${t.more}</a> · <a href="mailto:info@koers.nl">${t.mail}</a></p>` +
    unsafe
  );
}

/** Allowed markup renders; script, style, style attributes, handlers and javascript: URLs do not. */
async function playSanitized(canvasElement: HTMLElement, goal: string, more: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 3, name: goal })).toBeVisible();
  await expect(canvas.getByRole('table')).toBeVisible();
  await expect(canvas.getByRole('link', { name: more })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(canvas.getByText('Script-link')).not.toHaveAttribute('href');
  const root = canvasElement.querySelector('.koers-rich-text')!;
  await expect(root.querySelector('script, style, img, [style], [onerror]')).toBeNull();
  await expect(canvas.getByText('Schadelijke opmaak')).toBeVisible();
  await expect(document.body.dataset.pwned).toBeUndefined();
}

export const SanitizedNl: Story = {
  globals: { locale: 'nl' },
  args: { html: sample('nl') },
  play: ({ canvasElement }) => playSanitized(canvasElement, 'Onze doelen', 'Meer lezen'),
};

export const SanitizedEn: Story = {
  globals: { locale: 'en' },
  args: { html: sample('en') },
  play: ({ canvasElement }) => playSanitized(canvasElement, 'Our goals', 'Read more'),
};

/** A search marks the word in the text only, with numbered ids to scroll to. */
export const HighlightedNl: Story = {
  globals: { locale: 'nl' },
  args: {
    html: '<p>Lezen is de basis. <a href="/lezen" title="lezen">Meer over lezen</a>.</p>',
    highlightText: 'lezen',
    markIdPrefix: 'voorbeeld-',
  },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')];
    await expect(marks.map((m) => m.textContent)).toEqual(['Lezen', 'lezen']);
    await expect(marks.map((m) => m.id)).toEqual(['voorbeeld-1', 'voorbeeld-2']);
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/lezen');
  },
};
