import type { AdminUserDetail } from '@koers/contract';
import { Spinner } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import { AuditLogView } from '../components/audit-log-view';
import { messages } from '../messages';

const ALL = { kind: 'all' } as const;

/**
 * Logboek (admin environment): the whole installation's activity log. `?user=<id>` (a link from
 * a user's page) opens it filtered on that person.
 */
export default function AdminAuditLog() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const userId = Number(params.get('user'));
  const wanted = Number.isSafeInteger(userId) && userId > 0 ? userId : null;
  const person = useSWR(wanted ? `/api/admin/users/${wanted}` : null, (url: string) =>
    apiFetch<{ data: AdminUserDetail }>(url),
  );
  const user = person.data?.data;
  return (
    <div className="koers-audit">
      <h2 className="koers-visually-hidden">{intl.formatMessage(messages.adminTitle)}</h2>
      <p className="koers-audit__intro">{intl.formatMessage(messages.adminIntro)}</p>
      {wanted && person.isLoading ? (
        <Spinner label={intl.formatMessage(messages.searching)} />
      ) : (
        <AuditLogView
          scope={ALL}
          showWhere
          initialUser={
            user
              ? {
                  id: user.id,
                  label: [user.first_name, user.last_name_prefix, user.last_name]
                    .filter(Boolean)
                    .join(' '),
                  description: user.email,
                }
              : null
          }
        />
      )}
    </div>
  );
}
