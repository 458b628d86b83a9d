import type { AuditAction, AuditSubjectType } from '@koers/contract/constants';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const messages = {
  ...defineMessages({
    adminTitle: { id: 'audit.adminTitle', defaultMessage: 'Activity log' },
    adminIntro: {
      id: 'audit.adminIntro',
      defaultMessage:
        'Who changed what, and when, in every school and board, and the sign-ins and account changes.',
    },
    noContext: { id: 'audit.noContext', defaultMessage: 'Choose a school or board first.' },
    caption: { id: 'audit.caption', defaultMessage: 'Activity' },
    filters: { id: 'audit.filters', defaultMessage: 'Filters' },
    person: { id: 'audit.person', defaultMessage: 'Person' },
    personHint: {
      id: 'audit.personHint',
      defaultMessage: 'Type a name or email address and choose.',
    },
    personPlaceholder: { id: 'audit.personPlaceholder', defaultMessage: 'Everyone' },
    searching: { id: 'audit.searching', defaultMessage: 'Searching…' },
    searchFailed: { id: 'audit.searchFailed', defaultMessage: 'Searching did not work.' },
    noPeople: { id: 'audit.noPeople', defaultMessage: 'No one found.' },
    action: { id: 'audit.action', defaultMessage: 'Kind of change' },
    allActions: { id: 'audit.allActions', defaultMessage: 'All kinds of change' },
    subjectType: { id: 'audit.subjectType', defaultMessage: 'Kind of object' },
    allSubjectTypes: { id: 'audit.allSubjectTypes', defaultMessage: 'All kinds of object' },
    period: { id: 'audit.period', defaultMessage: 'Period' },
    periodHint: { id: 'audit.periodHint', defaultMessage: 'From and to, both days included.' },
    clearFilters: { id: 'audit.clearFilters', defaultMessage: 'Clear filters' },
    export: { id: 'audit.export', defaultMessage: 'Export as CSV' },
    exporting: { id: 'audit.exporting', defaultMessage: 'Exporting…' },
    exported: { id: 'audit.exported', defaultMessage: 'The CSV file has been downloaded.' },
    fileName: { id: 'audit.fileName', defaultMessage: 'activity-log' },
    when: { id: 'audit.when', defaultMessage: 'When' },
    what: { id: 'audit.what', defaultMessage: 'What' },
    where: { id: 'audit.where', defaultMessage: 'Where' },
    nowhere: { id: 'audit.nowhere', defaultMessage: 'Account' },
    deletedContext: { id: 'audit.deletedContext', defaultMessage: 'Removed since' },
    empty: { id: 'audit.empty', defaultMessage: 'Nothing has been recorded yet.' },
    emptyFiltered: {
      id: 'audit.emptyFiltered',
      defaultMessage: 'Nothing recorded matches these filters.',
    },
    failed: { id: 'audit.failed', defaultMessage: 'The activity log could not be loaded.' },
  }),
  contextIntro: defineMessage<{ context: string }>({
    id: 'audit.contextIntro',
    defaultMessage: 'Who changed what in {context}, and when.',
  }),
  boardIntro: defineMessage<{ context: string }>({
    id: 'audit.boardIntro',
    defaultMessage: 'Who changed what in {context} and its schools, and when.',
  }),
  emptySearch: defineMessage<{ query: string }>({
    id: 'audit.emptySearch',
    defaultMessage: 'Nothing recorded matches “{query}”.',
  }),
  exportFailed: defineMessage<{ reason: string }>({
    id: 'audit.exportFailed',
    defaultMessage: 'The export did not work. {reason}',
  }),
};

/** The kinds of change, as the filter offers them. */
export const actionMessages: Record<AuditAction, MessageDescriptor> = defineMessages({
  created: { id: 'audit.actions.created', defaultMessage: 'Created' },
  updated: { id: 'audit.actions.updated', defaultMessage: 'Changed' },
  deleted: { id: 'audit.actions.deleted', defaultMessage: 'Deleted' },
  moved: { id: 'audit.actions.moved', defaultMessage: 'Moved' },
  reordered: { id: 'audit.actions.reordered', defaultMessage: 'Order changed' },
  version_saved: { id: 'audit.actions.version_saved', defaultMessage: 'Version saved' },
  restored: { id: 'audit.actions.restored', defaultMessage: 'Version restored' },
  status_changed: { id: 'audit.actions.status_changed', defaultMessage: 'Status changed' },
  login: { id: 'audit.actions.login', defaultMessage: 'Logged in' },
  logout: { id: 'audit.actions.logout', defaultMessage: 'Logged out' },
  password_reset_requested: {
    id: 'audit.actions.password_reset_requested',
    defaultMessage: 'New password requested',
  },
  password_reset: { id: 'audit.actions.password_reset', defaultMessage: 'New password set' },
  password_changed: { id: 'audit.actions.password_changed', defaultMessage: 'Password changed' },
  two_factor_changed: {
    id: 'audit.actions.two_factor_changed',
    defaultMessage: 'Two-step verification changed',
  },
  password_reset_sent: {
    id: 'audit.actions.password_reset_sent',
    defaultMessage: 'Password mail sent',
  },
  account_invitation_sent: {
    id: 'audit.actions.account_invitation_sent',
    defaultMessage: 'Account invitation sent',
  },
  invited: { id: 'audit.actions.invited', defaultMessage: 'Invited' },
  invite_accepted: { id: 'audit.actions.invite_accepted', defaultMessage: 'Invitation accepted' },
  invite_resent: { id: 'audit.actions.invite_resent', defaultMessage: 'Invitation sent again' },
  invite_withdrawn: {
    id: 'audit.actions.invite_withdrawn',
    defaultMessage: 'Invitation withdrawn',
  },
  member_added: { id: 'audit.actions.member_added', defaultMessage: 'Member added' },
  role_changed: { id: 'audit.actions.role_changed', defaultMessage: 'Role changed' },
  member_removed: { id: 'audit.actions.member_removed', defaultMessage: 'Member removed' },
  blocked: { id: 'audit.actions.blocked', defaultMessage: 'Blocked' },
  unblocked: { id: 'audit.actions.unblocked', defaultMessage: 'Unblocked' },
  sessions_ended: { id: 'audit.actions.sessions_ended', defaultMessage: 'Sessions ended' },
  super_admin_granted: {
    id: 'audit.actions.super_admin_granted',
    defaultMessage: 'Made super admin',
  },
  super_admin_revoked: {
    id: 'audit.actions.super_admin_revoked',
    defaultMessage: 'Super admin revoked',
  },
  calendar_feed_rotated: {
    id: 'audit.actions.calendar_feed_rotated',
    defaultMessage: 'Subscription link renewed',
  },
});

/** The kinds of object, as the filter offers them. */
export const subjectTypeMessages: Record<AuditSubjectType, MessageDescriptor> = defineMessages({
  organisation: { id: 'audit.subjects.organisation', defaultMessage: 'Board' },
  school: { id: 'audit.subjects.school', defaultMessage: 'School' },
  user: { id: 'audit.subjects.user', defaultMessage: 'User' },
  document: { id: 'audit.subjects.document', defaultMessage: 'Document' },
  period: { id: 'audit.subjects.period', defaultMessage: 'School year' },
  calendar_event: { id: 'audit.subjects.calendar_event', defaultMessage: 'Calendar event' },
  calendar_category: {
    id: 'audit.subjects.calendar_category',
    defaultMessage: 'Calendar category',
  },
  contact: { id: 'audit.subjects.contact', defaultMessage: 'Contact' },
  contact_category: {
    id: 'audit.subjects.contact_category',
    defaultMessage: 'Social map category',
  },
  application: { id: 'audit.subjects.application', defaultMessage: 'Application' },
  manual: { id: 'audit.subjects.manual', defaultMessage: 'Manual' },
  file: { id: 'audit.subjects.file', defaultMessage: 'File' },
  invitation: { id: 'audit.subjects.invitation', defaultMessage: 'Invitation' },
});
