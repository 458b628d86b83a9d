import { EmptyState } from '@koers/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/lib/session/use-session';
import { AuditLogView } from '../components/audit-log-view';
import { messages } from '../messages';

/**
 * Logboek (settings tab, for the admins of the school or board): who changed what in this context
 * — for a board also in its schools — and when.
 */
export default function SettingsAuditLog() {
  const intl = useIntl();
  const { context, organisation, school } = useSession();
  const scope = useMemo(() => (context ? { kind: 'context' as const, context } : null), [context]);
  if (!scope || !context) return <EmptyState title={intl.formatMessage(messages.noContext)} />;
  const board = context.contextType === 'organisation';
  const name = (board ? organisation?.name : school?.name) ?? '';
  return (
    <div className="koers-audit">
      <p className="koers-audit__intro">
        {intl.formatMessage(board ? messages.boardIntro : messages.contextIntro, { context: name })}
      </p>
      <AuditLogView key={`${context.contextType}:${context.id}`} scope={scope} showWhere={board} />
    </div>
  );
}
