import type { AdminUserDetail } from '@koers/contract';
import { useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { SessionsList } from '@/components/sessions/sessions-list';
import { browserLabel, formatMoment } from '@/components/sessions/session-format';
import { endSessions, useAdminUserSessions } from './api/users-api';
import { userMessages as messages } from './messages';
import { fullName } from './user-format';

/**
 * The user's active sessions (`GET …/sessions`), the admin's own marked; each can be ended, or all
 * at once, after a confirmation that names the user and the session.
 */
export function SessionsSection({ user }: { user: AdminUserDetail }) {
  const intl = useIntl();
  const toast = useToast();
  const sessions = useAdminUserSessions(user.id);
  const name = fullName(user);
  const effect = (includesYours: boolean) => (
    <>
      <p className="koers-admin-users__text">{intl.formatMessage(messages.endEffect)}</p>
      {includesYours ? (
        <p className="koers-admin-users__text">{intl.formatMessage(messages.endsYours)}</p>
      ) : null}
    </>
  );
  const list = sessions.data ?? [];
  return (
    <SessionsList
      sessions={sessions}
      intro={intl.formatMessage(messages.sessionsIntro)}
      empty={intl.formatMessage(messages.sessionsEmpty)}
      endOne={(session) => ({
        question: intl.formatMessage(messages.endSessionQuestion, {
          name,
          browser: browserLabel(session.user_agent, intl),
          started: formatMoment(intl, session.created_at),
        }),
        effect: effect(session.current),
        confirm: () => endSessions(user.id, session.id),
      })}
      endMany={{
        label: intl.formatMessage(messages.endAll),
        pendingLabel: intl.formatMessage(messages.endAllPending),
        offered: (all) => all.length > 0,
        question: intl.formatMessage(messages.endAllQuestion, { name, count: list.length }),
        effect: effect(list.some((session) => session.current)),
        confirm: () => endSessions(user.id),
      }}
      ended={(target) =>
        toast.add({
          title: intl.formatMessage(
            target === 'many' ? messages.sessionsEndedToast : messages.sessionEndedToast,
            { name },
          ),
          variant: 'success',
        })
      }
    />
  );
}
