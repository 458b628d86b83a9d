import type { AdminSession, AdminUserDetail } from '@koers/contract';
import { Button, useToast } from '@koers/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState, LoadingState } from '@/components/states';
import { endSessions, useAdminUserSessions } from './api/users-api';
import { ConfirmDialog } from '@/components/form';
import { userMessages as messages } from './messages';
import { browserLabel, formatAgo, formatMoment, fullName } from './user-format';

/**
 * The user's active sessions (`GET …/sessions`): the browser each came from, when it started and
 * when it was last used (approximately: see the intro), the admin's own marked; each can be ended,
 * or all at once, after a confirmation that names the user and the session.
 */
export function SessionsSection({ user }: { user: AdminUserDetail }) {
  const intl = useIntl();
  const toast = useToast();
  const sessions = useAdminUserSessions(user.id);
  const [ending, setEnding] = useState<AdminSession | 'all' | null>(null);
  const name = fullName(user);
  const list = sessions.data ?? [];
  // An ended session's row (or every row, and "End all") is gone once its dialog has closed: the
  // focus goes to the row that took its place, or to the text saying there are none.
  const refocus = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refocus.current === null || ending !== null) return;
    const index = refocus.current;
    refocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? emptyRef.current)?.focus();
  }, [ending]);

  async function end(target: AdminSession | 'all') {
    await endSessions(user.id, target === 'all' ? undefined : target.id);
    await sessions.mutate();
    refocus.current = target === 'all' ? 0 : Math.max(0, list.indexOf(target));
    toast.add({
      title: intl.formatMessage(
        target === 'all' ? messages.sessionsEndedToast : messages.sessionEndedToast,
        { name },
      ),
      variant: 'success',
    });
  }

  let body;
  if (sessions.error && !sessions.data) {
    body = <ErrorState onRetry={() => void sessions.mutate()} />;
  } else if (!sessions.data) {
    body = <LoadingState />;
  } else if (list.length === 0) {
    body = (
      <p className="koers-admin-users__text" ref={emptyRef} tabIndex={-1}>
        {intl.formatMessage(messages.sessionsEmpty)}
      </p>
    );
  } else {
    body = (
      <ul
        ref={listRef}
        className="koers-admin-users__sessions"
        aria-label={intl.formatMessage(messages.sessionsListLabel)}
      >
        {list.map((session) => {
          const browser = browserLabel(session.user_agent, intl);
          const started = formatMoment(intl, session.created_at);
          return (
            <li key={session.id} className="koers-admin-users__session">
              <div>
                <span className="koers-admin-users__membership-name">{browser}</span>
                {session.current ? (
                  <span className="koers-admin-users__badge">
                    {intl.formatMessage(messages.thisSession)}
                  </span>
                ) : null}
                <dl className="koers-admin-users__details">
                  <div>
                    <dt>{intl.formatMessage(messages.started)}</dt>
                    <dd>{started}</dd>
                  </div>
                  <div>
                    <dt>{intl.formatMessage(messages.lastUsed)}</dt>
                    <dd>
                      <time
                        dateTime={session.last_used_at}
                        title={formatMoment(intl, session.last_used_at)}
                      >
                        {formatAgo(intl, session.last_used_at)}
                      </time>
                    </dd>
                  </div>
                </dl>
              </div>
              <Button
                size="sm"
                aria-label={intl.formatMessage(messages.endSessionLabel, { browser, started })}
                onPress={() => setEnding(session)}
              >
                {intl.formatMessage(messages.endSession)}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  const target = ending === 'all' ? null : ending;
  return (
    <>
      <div className="koers-admin-users__bar">
        <p className="koers-admin-users__text">{intl.formatMessage(messages.sessionsIntro)}</p>
        {list.length > 0 ? (
          <Button variant="danger" onPress={() => setEnding('all')}>
            {intl.formatMessage(messages.endAll)}
          </Button>
        ) : null}
      </div>
      {body}
      {ending ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setEnding(null)}
          title={intl.formatMessage(target ? messages.endSessionTitle : messages.endAllTitle)}
          question={
            target
              ? intl.formatMessage(messages.endSessionQuestion, {
                  name,
                  browser: browserLabel(target.user_agent, intl),
                  started: formatMoment(intl, target.created_at),
                })
              : intl.formatMessage(messages.endAllQuestion, { name, count: list.length })
          }
          submitLabel={intl.formatMessage(target ? messages.endSession : messages.endAll)}
          pendingLabel={intl.formatMessage(
            target ? messages.endSessionPending : messages.endAllPending,
          )}
          onConfirm={() => end(ending)}
        >
          <p className="koers-admin-users__text">{intl.formatMessage(messages.endEffect)}</p>
          {(target ? target.current : list.some((session) => session.current)) ? (
            <p className="koers-admin-users__text">{intl.formatMessage(messages.endsYours)}</p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
