import { describe, expect, it } from 'vitest';
import { VIDEO_EMBED_HOSTS } from './constants.js';
import { videoEmbed } from './video.js';

describe('videoEmbed: the one rule for a manual video', () => {
  it.each([
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42',
    ],
    ['  https://youtu.be/dQw4w9WgXcQ ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://player.vimeo.com/video/76979871?dnt=0&autoplay=1',
      'https://player.vimeo.com/video/76979871?dnt=1',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://vimeo.com/76979871/abcdef1234',
      'https://player.vimeo.com/video/76979871?h=abcdef1234&dnt=1',
    ],
  ])('plays %s as %s', (value, url) => {
    expect(videoEmbed(value)?.url).toBe(url);
  });

  it('always answers with an allowed player host over https', () => {
    for (const value of ['https://youtu.be/dQw4w9WgXcQ', 'http://vimeo.com/1']) {
      const url = new URL(videoEmbed(value)!.url);
      expect(url.protocol).toBe('https:');
      expect(VIDEO_EMBED_HOSTS).toContain(url.hostname);
    }
  });

  it.each([
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ',
    'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/@kanaal',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/video/abc',
    'https://vimeo.com/76979871/<script>',
    'javascript:alert(1)',
    'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    '',
  ])('refuses %s', (value) => {
    expect(videoEmbed(value)).toBeNull();
  });
});
