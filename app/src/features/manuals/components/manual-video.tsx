import { videoEmbed } from '@koers/contract/video';
import { Button } from '@koers/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * The video of a manual: a YouTube (youtube-nocookie.com) or Vimeo (do-not-track) player, by the
 * same rule the server stores it by; any other address shows nothing. The video is a button
 * first and its player is loaded only when the user presses it, so merely opening the manuals
 * page sends nothing to the provider. The browser asks the provider itself, so the API client's
 * bearer and Accept-Language headers never reach it.
 */
export function ManualVideo({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const [started, setStarted] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const video = videoEmbed(url);

  // The button that had focus is replaced by the player: give focus to the player instead.
  useEffect(() => {
    if (started) frame.current?.focus();
  }, [started]);

  if (!video) return null;
  const provider = PROVIDER_NAMES[video.provider];
  if (!started) {
    return (
      <div className="koers-manual__video koers-manual__video--facade">
        <Button variant="primary" onPress={() => setStarted(true)}>
          {intl.formatMessage(messages.play, { title })}
        </Button>
        <p className="koers-manual__muted">
          {intl.formatMessage(messages.playNotice, { provider })}
        </p>
      </div>
    );
  }
  // Pressing play was the request to play: the player starts at once.
  const src = new URL(video.url);
  src.searchParams.set('autoplay', '1');
  return (
    <div className="koers-manual__video">
      <iframe
        ref={frame}
        src={src.href}
        title={intl.formatMessage(messages.videoTitle, { title })}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
