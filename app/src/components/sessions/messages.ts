import { defineMessage, defineMessages } from 'react-intl';

/** The texts of a list of login sessions (one's own in Mijn account, a user's in the admin). */
export const sessionMessages = {
  ...defineMessages({
    listLabel: { id: 'sessions.listLabel', defaultMessage: 'Active sessions' },
    started: { id: 'sessions.started', defaultMessage: 'Started' },
    lastUsed: { id: 'sessions.lastUsed', defaultMessage: 'Last used' },
    address: { id: 'sessions.address', defaultMessage: 'IP address' },
    unknownAddress: { id: 'sessions.unknownAddress', defaultMessage: 'Not known' },
    thisSession: { id: 'sessions.thisSession', defaultMessage: 'This session' },
    unknownBrowser: { id: 'sessions.unknownBrowser', defaultMessage: 'Unknown browser' },
    endSession: { id: 'sessions.endSession', defaultMessage: 'End session' },
    endSessionPending: { id: 'sessions.endSessionPending', defaultMessage: 'Ending session…' },
    justNow: { id: 'sessions.justNow', defaultMessage: 'just now' },
  }),
  browserOn: defineMessage<{ browser: string; system: string }>({
    id: 'sessions.browserOn',
    defaultMessage: '{browser} on {system}',
  }),
  endSessionLabel: defineMessage<{ browser: string; started: string }>({
    id: 'sessions.endSessionLabel',
    defaultMessage: 'End session: {browser}, started {started}',
  }),
};
