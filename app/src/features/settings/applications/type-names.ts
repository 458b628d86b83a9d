import type { ApplicationType } from '@koers/contract';
import type { MessageDescriptor } from 'react-intl';
import { messages as settingsMessages } from '../messages';

/** The name of each type of icon button, in the header's order (every type of the contract). */
export const TYPE_NAMES: Record<ApplicationType, MessageDescriptor> = {
  tasks: settingsMessages.typeTasks,
  webmail: settingsMessages.typeWebmail,
  'student-tracking-system': settingsMessages.typeStudentTracking,
  other: settingsMessages.typeOther,
};
