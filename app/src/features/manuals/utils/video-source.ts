import { VIDEO_EMBED_HOSTS } from '@koers/contract/constants';

/**
 * How a manual's video_url is played. YouTube and Vimeo are embedded through their
 * privacy-friendly players (youtube-nocookie.com, Vimeo with do-not-track), and only after the
 * user asks for it; any other http(s) URL is played by a <video> element. The browser requests
 * these itself, so the API client's bearer and Accept-Language headers never reach a provider.
 */
export type VideoSource =
  | { kind: 'embed'; provider: 'youtube' | 'vimeo'; embedUrl: string }
  | { kind: 'file'; url: string };

// The watch hosts, and the embed hosts the server allows (a pasted embed URL plays too).
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  ...VIDEO_EMBED_HOSTS.filter((host) => host.includes('youtube')),
]);
const VIMEO_HOSTS = new Set([
  'vimeo.com',
  'www.vimeo.com',
  ...VIDEO_EMBED_HOSTS.filter((host) => host.includes('vimeo')),
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const match = /^\/(?:video\/)?(\d+)(?:\/|$)/.exec(url.pathname);
  return match?.[1] ?? null;
}

/**
 * The way to play `videoUrl`, or null when it is not an http(s) URL (nothing is shown then,
 * rather than a broken player). Relative URLs resolve against `base` (signed file URLs of our
 * own API are relative).
 */
export function videoSource(videoUrl: string, base = 'http://localhost/'): VideoSource | null {
  let url: URL;
  try {
    url = new URL(videoUrl.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const yt = youtubeId(url);
  if (yt !== null) {
    return YOUTUBE_ID.test(yt)
      ? {
          kind: 'embed',
          provider: 'youtube',
          embedUrl: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1&rel=0`,
        }
      : null;
  }
  const vimeo = vimeoId(url);
  if (vimeo !== null) {
    return {
      kind: 'embed',
      provider: 'vimeo',
      embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1&autoplay=1`,
    };
  }
  if (YOUTUBE_HOSTS.has(url.hostname) || VIMEO_HOSTS.has(url.hostname)) return null;
  return { kind: 'file', url: videoUrl.trim() };
}
