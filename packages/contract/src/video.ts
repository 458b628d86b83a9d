import { VIDEO_EMBED_HOSTS } from './constants.js';

/**
 * The one rule for a manual's video, used by the server when it stores one and by the app when
 * it checks the field and plays it: a YouTube video through youtube-nocookie.com, or a Vimeo
 * video through player.vimeo.com with do-not-track (`dnt=1`). Nothing else.
 *
 * What is typed may be the player's embed address or the video's ordinary page (youtube.com/
 * watch?v=…, youtu.be/…, vimeo.com/…): both name the same video, and people copy the page's
 * address. Either way the answer is the player's address in one canonical form, which is what is
 * stored and framed, so every stored video passes the page's frame-src and plays without cookies
 * or tracking.
 */

export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoEmbed {
  provider: VideoProvider;
  /**
   * The canonical player address: https, one of `VIDEO_EMBED_HOSTS`, the privacy parameter set.
   */
  url: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** The private hash of an unlisted Vimeo video (`vimeo.com/123/abcdef`, `?h=abcdef`). */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

const YOUTUBE_PAGE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com'];
const YOUTUBE_PLAYER_HOSTS: readonly string[] = VIDEO_EMBED_HOSTS.filter((host) =>
  host.includes('youtube'),
);
const VIMEO_PAGE_HOSTS = ['vimeo.com', 'www.vimeo.com'];
const VIMEO_PLAYER_HOSTS: readonly string[] = VIDEO_EMBED_HOSTS.filter((host) =>
  host.includes('vimeo'),
);

/** A start time in whole seconds (`t=90`, `t=90s`, `start=90`), or null. */
function startSeconds(url: URL): number | null {
  const raw = url.searchParams.get('start') ?? url.searchParams.get('t');
  const match = raw ? /^(\d{1,6})s?$/.exec(raw) : null;
  return match ? Number(match[1]) : null;
}

function youtube(url: URL): VideoEmbed | null {
  const host = url.hostname;
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_PAGE_HOSTS.includes(host)) {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  } else if (YOUTUBE_PLAYER_HOSTS.includes(host)) {
    id = /^\/embed\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  } else return null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url);
  return {
    provider: 'youtube',
    url: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`,
  };
}

function vimeo(url: URL): VideoEmbed | null {
  const host = url.hostname;
  let id: string | undefined;
  let hash: string | null | undefined = url.searchParams.get('h');
  if (VIMEO_PAGE_HOSTS.includes(host)) {
    const match = /^\/(\d+)(?:\/([^/]+))?\/?$/.exec(url.pathname);
    id = match?.[1];
    hash ??= match?.[2];
  } else if (VIMEO_PLAYER_HOSTS.includes(host)) {
    id = /^\/video\/(\d+)\/?$/.exec(url.pathname)?.[1];
  } else return null;
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash && !VIMEO_HASH.test(hash)) return null;
  return {
    provider: 'vimeo',
    url: `https://player.vimeo.com/video/${id}?${hash ? `h=${hash}&` : ''}dnt=1`,
  };
}

/**
 * The player a manual's video plays in, or null when `value` is not a YouTube or Vimeo video
 * (another host, a file, a channel or playlist, not an http(s) address).
 */
export function videoEmbed(value: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  return youtube(url) ?? vimeo(url);
}
