import type { Period } from '@koers/contract';
import { PagedTable, type PagedTableColumn } from '@koers/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { usePeriod } from '@/lib/session/period';
import { useSession } from '@/lib/session/use-session';
import { SettingsNotApplicable } from '../components/settings-states';
import { useTableLabels } from '@/components/paged-list';
import { messages } from '../messages';

/** Schooljaren: the school's periods with their dates and plan document. */
export default function SettingsPeriods() {
  const intl = useIntl();
  const labels = useTableLabels(intl.formatMessage(messages.periodsEmpty));
  const { context } = useSession();
  const { periods, period: selected, isLoading } = usePeriod();

  if (context?.contextType !== 'school') return <SettingsNotApplicable needs="school" />;

  const formatDay = (day: string) =>
    intl.formatDate(`${day}T00:00:00Z`, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const columns: PagedTableColumn<Period>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.name),
      isRowHeader: true,
      render: (period) => (
        <>
          {period.name}
          {period.id === selected?.id ? ` ${intl.formatMessage(messages.selected)}` : null}
        </>
      ),
    },
    {
      id: 'start_at',
      header: intl.formatMessage(messages.start),
      render: (p) => formatDay(p.start_at),
    },
    { id: 'end_at', header: intl.formatMessage(messages.end), render: (p) => formatDay(p.end_at) },
    {
      id: 'plan',
      header: intl.formatMessage(messages.plan),
      render: (period) => {
        const plan = period.documents.find((d) => d.type === 'plan');
        return plan ? (
          <Link className="koers-settings__link" to={paths.document.href(plan.id)}>
            {plan.name}
          </Link>
        ) : (
          <span className="koers-settings__muted">{intl.formatMessage(messages.noPlan)}</span>
        );
      },
    },
  ];

  return (
    <PagedTable
      {...labels}
      caption={intl.formatMessage(messages.periodsCaption)}
      columns={columns}
      rows={periods}
      isLoading={isLoading}
      onPageChange={() => undefined}
    />
  );
}
