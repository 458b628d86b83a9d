import { Button } from '@koers/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { videoSource } from '../utils/video-source';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * The video of a manual. A file plays in a <video> element. A YouTube or Vimeo video is shown
 * as a button first and its privacy-friendly player is loaded only when the user presses it, so
 * merely opening the manuals page sends nothing to the provider.
 */
export function ManualVideo({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const [started, setStarted] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const source = videoSource(url, window.location.href);

  // The button that had focus is replaced by the player: give focus to the player instead.
  useEffect(() => {
    if (started) frame.current?.focus();
  }, [started]);

  if (!source) return null;
  const label = intl.formatMessage(messages.videoTitle, { title });

  if (source.kind === 'file') {
    // A video on another site is not touched before the user presses play (no request, no IP
    // address handed over); our own files may preload their first frame and duration.
    const preload =
      new URL(source.url, window.location.href).origin === window.location.origin
        ? 'metadata'
        : 'none';
    return (
      <div className="koers-manual__video">
        {/* The manual has no caption file to offer (the contract has no field for one); the
            text of the manual carries the same instructions. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video controls preload={preload} src={source.url} aria-label={label}>
          <a href={source.url}>{intl.formatMessage(messages.videoFallback)}</a>
        </video>
      </div>
    );
  }

  const provider = PROVIDER_NAMES[source.provider];
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
  return (
    <div className="koers-manual__video">
      <iframe
        ref={frame}
        src={source.embedUrl}
        title={label}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
