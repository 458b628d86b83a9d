import type { LoginSession } from '@koers/contract';
import { Badge, Button } from '@koers/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../confirm';
import { ErrorState, LoadingState } from '../states';
import { sessionMessages as messages } from './messages';
import { browserLabel, formatAgo, formatMoment } from './session-format';
import './sessions.css';

/** What ending sessions asks and does: one session, or the action for several at once. */
export interface EndSessions {
  /** The question of the confirmation dialog. */
  question: string;
  /** What follows from it, under the question. */
  effect?: ReactNode;
  /** Ends them; the list is read again after it. */
  confirm: () => Promise<unknown>;
}

export interface SessionsListProps {
  /** The sessions as SWR answers them. */
  sessions: { data?: LoginSession[]; error?: unknown; mutate: () => Promise<unknown> };
  /** The text above the list: whose sessions, and that "last used" is approximate. */
  intro: string;
  /** The text when there are none. */
  empty: string;
  /** Whether a session has its own "End session" button (default: every one). */
  canEnd?: (session: LoginSession) => boolean;
  /** Ending one session: its question, effect and call. */
  endOne: (session: LoginSession) => EndSessions;
  /** The action for several sessions ("End all", "Log out on all other devices"), when offered. */
  endMany?: EndSessions & {
    label: string;
    pendingLabel: string;
    /** Offered only while there is something for it to end. */
    offered: (sessions: LoginSession[]) => boolean;
  };
  /** Said in a toast when one session or several have been ended. */
  ended: (target: LoginSession | 'many') => void;
}

/**
 * A person's active logins: the browser each came from, its IP address, when it started and when
 * it was last used, this one marked; each can be ended (and several at once), after a
 * confirmation. Once an ended session's row is gone, the focus goes to the row that took its
 * place, or to the text saying there are none.
 */
export function SessionsList({
  sessions,
  intro,
  empty,
  canEnd = () => true,
  endOne,
  endMany,
  ended,
}: SessionsListProps) {
  const intl = useIntl();
  const [ending, setEnding] = useState<LoginSession | 'many' | null>(null);
  const list = sessions.data ?? [];
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

  async function end(target: LoginSession | 'many', action: EndSessions) {
    await action.confirm();
    await sessions.mutate();
    refocus.current = target === 'many' ? 0 : Math.max(0, list.indexOf(target));
    ended(target);
  }

  let body;
  if (sessions.error && !sessions.data) {
    body = <ErrorState onRetry={() => void sessions.mutate()} />;
  } else if (!sessions.data) {
    body = <LoadingState />;
  } else if (list.length === 0) {
    body = (
      <p className="koers-sessions__text" ref={emptyRef} tabIndex={-1}>
        {empty}
      </p>
    );
  } else {
    body = (
      <ul
        ref={listRef}
        className="koers-sessions__list"
        aria-label={intl.formatMessage(messages.listLabel)}
      >
        {list.map((session) => {
          const browser = browserLabel(session.user_agent, intl);
          const started = formatMoment(intl, session.created_at);
          return (
            <li key={session.id} className="koers-sessions__session">
              <div>
                <span className="koers-sessions__browser">{browser}</span>
                {session.current ? (
                  <Badge variant="info">{intl.formatMessage(messages.thisSession)}</Badge>
                ) : null}
                <dl className="koers-sessions__details">
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
                  <div>
                    <dt>{intl.formatMessage(messages.address)}</dt>
                    <dd>{session.ip ?? intl.formatMessage(messages.unknownAddress)}</dd>
                  </div>
                </dl>
              </div>
              {canEnd(session) ? (
                <Button
                  size="sm"
                  aria-label={intl.formatMessage(messages.endSessionLabel, { browser, started })}
                  onPress={() => setEnding(session)}
                >
                  {intl.formatMessage(messages.endSession)}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  const action = ending === null ? null : ending === 'many' ? endMany! : endOne(ending);
  return (
    <>
      <div className="koers-sessions__bar">
        <p className="koers-sessions__text">{intro}</p>
        {endMany && endMany.offered(list) ? (
          <Button variant="danger" onPress={() => setEnding('many')}>
            {endMany.label}
          </Button>
        ) : null}
      </div>
      {body}
      {ending !== null && action ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setEnding(null)}
          title={ending === 'many' ? endMany!.label : intl.formatMessage(messages.endSession)}
          question={action.question}
          submitLabel={ending === 'many' ? endMany!.label : intl.formatMessage(messages.endSession)}
          pendingLabel={
            ending === 'many'
              ? endMany!.pendingLabel
              : intl.formatMessage(messages.endSessionPending)
          }
          onConfirm={() => end(ending, action)}
        >
          {action.effect}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
