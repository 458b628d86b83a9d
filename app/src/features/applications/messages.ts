import { defineMessage, defineMessages } from 'react-intl';

// Messages with values use defineMessage<Values> so react-intl 12 types their arguments.
export const messages = {
  ...defineMessages({
    title: { id: 'applications.title', defaultMessage: 'Linked applications' },
    loading: { id: 'applications.loading', defaultMessage: 'Loading applications…' },
    error: { id: 'applications.error', defaultMessage: 'The applications could not be loaded.' },
    retry: { id: 'applications.retry', defaultMessage: 'Try again' },
    empty: {
      id: 'applications.empty',
      defaultMessage: 'This school has no linked applications yet.',
    },
    noSchool: {
      id: 'applications.noSchool',
      defaultMessage: 'Applications are linked per school. Choose a school to see them.',
    },
    newTab: { id: 'applications.newTab', defaultMessage: '(opens in a new tab)' },
    'type.tasks': { id: 'applications.type.tasks', defaultMessage: 'Tasks' },
    'type.webmail': { id: 'applications.type.webmail', defaultMessage: 'Webmail' },
    'type.student-tracking-system': {
      id: 'applications.type.studentTrackingSystem',
      defaultMessage: 'Student tracking system',
    },
    'type.other': { id: 'applications.type.other', defaultMessage: 'Other' },
    'type.none': { id: 'applications.type.none', defaultMessage: 'Application chooser' },
  }),
  intro: defineMessage<{ school: string }>({
    id: 'applications.intro',
    defaultMessage: 'The applications {school} has linked. They open in a new tab.',
  }),
};
