import type { Manual } from '@koers/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '@/lib/testing/render-screen';
import ManualsPage from './manuals-page';

const manuals: Manual[] = [
  {
    id: 1,
    title: 'Een document bewerken',
    description: 'Zo pas je een schoolplan aan.',
    content:
      '<p>Klik op <strong>Bewerken</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
      '<style>main { display: none }</style><p style="position: fixed">Vast</p>',
    video_url: null,
  },
  {
    id: 2,
    title: 'De jaarkalender',
    description: null,
    content: null,
    video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  {
    id: 3,
    title: 'Inloggen',
    description: null,
    content: null,
    video_url: 'https://player.vimeo.com/video/76979871?dnt=1',
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('ManualsPage', () => {
  it('lists the manuals with their sanitized text', async () => {
    stubApi({ '/api/manuals': { body: { data: manuals } } });
    const { container } = renderScreen(<ManualsPage />);

    const article = await screen.findByRole('article', { name: 'Een document bewerken' });
    expect(within(article).getByText('Bewerken')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    // The same allow-list as the server's: no style element or attribute survives either.
    expect(within(article).getByText('Vast')).toBeInTheDocument();
    expect(article.querySelector('style, [style]')).toBeNull();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(toc).getByRole('link', { name: 'De jaarkalender' })).toHaveAttribute(
      'href',
      '#handleiding-2',
    );
  });

  it('moves focus to the manual chosen in the contents, so Tab continues there', async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    stubApi({ '/api/manuals': { body: { data: manuals } } });
    renderScreen(<ManualsPage />);
    const toc = await screen.findByRole('navigation', { name: 'Contents' });
    await userEvent.click(within(toc).getByRole('link', { name: 'De jaarkalender' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('article', { name: 'De jaarkalender' })).toHaveFocus(),
    );
    expect(window.location.hash).toBe('#handleiding-2');
  });

  it('loads a YouTube video from youtube-nocookie only after the user starts it', async () => {
    stubApi({ '/api/manuals': { body: { data: manuals } } });
    const { container } = renderScreen(<ManualsPage />);

    const play = await screen.findByRole('button', { name: 'Play the video “De jaarkalender”' });
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(play);
    const frame = screen.getByTitle('Video: De jaarkalender');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(frame).toHaveFocus();
  });

  it('plays a Vimeo video with do-not-track', async () => {
    stubApi({ '/api/manuals': { body: { data: manuals } } });
    renderScreen(<ManualsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Play the video “Inloggen”' }));
    expect(screen.getByTitle('Video: Inloggen')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
  });

  it('shows no player for an address that is not an allowed video', async () => {
    stubApi({
      '/api/manuals': {
        body: {
          data: [
            { ...manuals[2]!, video_url: 'https://cdn.example.nl/uitleg.mp4' },
            { ...manuals[1]!, video_url: 'https://evil.example/embed/dQw4w9WgXcQ' },
          ],
        },
      },
    });
    const { container } = renderScreen(<ManualsPage />);
    expect(await screen.findByRole('article', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull();
    expect(container.querySelector('video, iframe')).toBeNull();
  });

  it('says so when there are no manuals', async () => {
    stubApi({ '/api/manuals': { body: { data: [] } } });
    renderScreen(<ManualsPage />);
    expect(
      await screen.findByRole('heading', { name: 'There are no manuals yet.' }),
    ).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that loads again', async () => {
    const fetchMock = stubApi({
      '/api/manuals': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderScreen(<ManualsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading manuals…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The manuals could not be loaded.');

    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ data: manuals }), { status: 200 }),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Inloggen' })).toBeInTheDocument();
  });
});
