import { defineMessage, defineMessages } from 'react-intl';

// Messages with values use defineMessage<Values> so react-intl 12 types their arguments.
export const messages = {
  ...defineMessages({
    title: { id: 'manuals.title', defaultMessage: 'Manuals' },
    loading: { id: 'manuals.loading', defaultMessage: 'Loading manuals…' },
    error: { id: 'manuals.error', defaultMessage: 'The manuals could not be loaded.' },
    retry: { id: 'manuals.retry', defaultMessage: 'Try again' },
    empty: { id: 'manuals.empty', defaultMessage: 'There are no manuals yet.' },
    contents: { id: 'manuals.contents', defaultMessage: 'Contents' },
  }),
  play: defineMessage<{ title: string }>({
    id: 'manuals.play',
    defaultMessage: 'Play the video “{title}”',
  }),
  playNotice: defineMessage<{ provider: string }>({
    id: 'manuals.playNotice',
    defaultMessage:
      'The video is loaded from {provider} only when you start it; {provider} then receives your IP address.',
  }),
  videoTitle: defineMessage<{ title: string }>({
    id: 'manuals.videoTitle',
    defaultMessage: 'Video: {title}',
  }),
};
