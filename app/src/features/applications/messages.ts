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
    chooseSchool: { id: 'applications.chooseSchool', defaultMessage: 'Choose a school' },
    'type.tasks': { id: 'applications.type.tasks', defaultMessage: 'Tasks' },
    'type.webmail': { id: 'applications.type.webmail', defaultMessage: 'Webmail' },
    'type.student-tracking-system': {
      id: 'applications.type.studentTrackingSystem',
      defaultMessage: 'Student tracking system',
    },
    'type.other': { id: 'applications.type.other', defaultMessage: 'Other' },
    'type.none': { id: 'applications.type.none', defaultMessage: 'Application chooser' },
  }),
  boardWithoutSchools: defineMessage<{ board: string }>({
    id: 'applications.boardWithoutSchools',
    defaultMessage:
      'Applications are linked per school, and {board} has no schools in Koers yet, so there are no linked applications to show.',
  }),
  boardWithSchools: defineMessage<{ board: string }>({
    id: 'applications.boardWithSchools',
    defaultMessage:
      'Applications are linked per school. Switch to one of the schools of {board} to see its applications.',
  }),
  intro: defineMessage<{ school: string }>({
    id: 'applications.intro',
    defaultMessage: 'The applications {school} has linked. They open in a new tab.',
  }),
};
