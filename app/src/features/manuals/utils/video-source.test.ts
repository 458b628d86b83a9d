import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

const NOCOOKIE = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';

describe('videoSource', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  ])('plays %s through youtube-nocookie', (url) => {
    expect(videoSource(url)).toEqual({ kind: 'embed', provider: 'youtube', embedUrl: NOCOOKIE });
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])(
    'plays %s through Vimeo with do-not-track',
    (url) => {
      expect(videoSource(url)).toEqual({
        kind: 'embed',
        provider: 'vimeo',
        embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
      });
    },
  );

  it('plays other URLs, relative ones included, as a video file', () => {
    expect(videoSource('https://cdn.example.nl/uitleg.mp4')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.nl/uitleg.mp4',
    });
    expect(videoSource('/api/files/4?expires=1&signature=ab')).toEqual({
      kind: 'file',
      url: '/api/files/4?expires=1&signature=ab',
    });
  });

  it('refuses script URLs and provider pages without a usable video id', () => {
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(videoSource('https://www.youtube.com/@koers')).toBeNull();
    expect(videoSource('https://vimeo.com/channels/staff')).toBeNull();
  });
});
