import type { Period } from '@koers/contract';
import { Button, Menu, PagedTable, type PagedTableColumn } from '@koers/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorState } from '@/components/states';
import { useTableLabels } from '@/components/paged-list';
import { paths } from '@/lib/paths';
import { usePeriod } from '@/lib/session/period';
import { useSchoolPeriods } from '@/lib/api/school-periods';
import { useSession } from '@/lib/session/use-session';
import { SettingsNotApplicable } from '../components/settings-states';
import { messages } from '../messages';
import { messages as periodMessages } from '../periods/messages';
import { PeriodDialog } from '../periods/period-dialog';
import { RemovePeriodDialog } from '../periods/remove-period-dialog';
import '../periods/periods.css';

type Open = { kind: 'add' } | { kind: 'edit' | 'remove'; period: Period } | null;

/**
 * Schooljaren: the school's years with their dates and documents. Its managers add, change and
 * remove them (the tab is theirs, and so are the server's writes).
 */
export default function SettingsPeriods() {
  const intl = useIntl();
  const labels = useTableLabels(intl.formatMessage(messages.periodsEmpty));
  const { context } = useSession();
  const schoolId = context?.contextType === 'school' ? context.id : null;
  const { period: selected } = usePeriod();
  const result = useSchoolPeriods(schoolId);
  const [open, setOpen] = useState<Open>(null);

  if (schoolId === null) return <SettingsNotApplicable needs="school" />;
  if (result.error && !result.data) return <ErrorState onRetry={() => void result.mutate()} />;
  const periods = result.periods;

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
    {
      id: 'actions',
      header: intl.formatMessage(periodMessages.actions),
      render: (period) => (
        <Menu
          trigger={intl.formatMessage(periodMessages.actions)}
          triggerLabel={intl.formatMessage(periodMessages.actionsFor, { name: period.name })}
          placement="bottom end"
          items={[
            {
              id: 'edit',
              label: intl.formatMessage(periodMessages.edit),
              onAction: () => setOpen({ kind: 'edit', period }),
            },
            {
              id: 'remove',
              label: intl.formatMessage(periodMessages.remove),
              onAction: () => setOpen({ kind: 'remove', period }),
            },
          ]}
        />
      ),
    },
  ];
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  return (
    <div className="koers-settings__stack">
      <div className="koers-periods__toolbar">
        <Button variant="primary" onPress={() => setOpen({ kind: 'add' })}>
          {intl.formatMessage(periodMessages.add)}
        </Button>
      </div>
      <PagedTable
        {...labels}
        caption={intl.formatMessage(messages.periodsCaption)}
        columns={columns}
        rows={periods}
        isLoading={result.isLoading}
        onPageChange={() => undefined}
      />
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <PeriodDialog
          schoolId={schoolId}
          period={open.kind === 'edit' ? open.period : undefined}
          periods={periods}
          isOpen
          onOpenChange={onOpenChange}
        />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemovePeriodDialog
          schoolId={schoolId}
          period={open.period}
          periods={periods}
          isOpen
          onOpenChange={onOpenChange}
        />
      ) : null}
    </div>
  );
}
