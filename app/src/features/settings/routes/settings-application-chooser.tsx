import type { Application } from '@koers/contract';
import { PagedTable, type PagedTableColumn } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSchoolApplications } from '@/lib/api/school-applications';
import { useSession } from '@/lib/session/use-session';
import { ErrorState } from '@/components/states';
import { SettingsNotApplicable } from '../components/settings-states';
import { useTableLabels } from '@/components/paged-list';
import { messages } from '../messages';

const TYPE_MESSAGES = {
  tasks: messages.typeTasks,
  webmail: messages.typeWebmail,
  'student-tracking-system': messages.typeStudentTracking,
  other: messages.typeOther,
} as const;

/** Applicatie-kiezer: the applications linked to the school and where they appear. */
export default function SettingsApplicationChooser() {
  const intl = useIntl();
  const labels = useTableLabels(intl.formatMessage(messages.applicationsEmpty));
  const { context } = useSession();
  const schoolId = context?.contextType === 'school' ? context.id : null;
  const { data, error, isLoading, mutate } = useSchoolApplications(schoolId);

  if (schoolId === null) return <SettingsNotApplicable needs="school" />;
  if (error && !data) return <ErrorState onRetry={() => void mutate()} />;

  const columns: PagedTableColumn<Application>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.name),
      isRowHeader: true,
      render: (app) => (
        <span className="koers-settings__with-icon">
          {app.icon ? <img className="koers-settings__icon-sm" src={app.icon.url} alt="" /> : null}
          {app.name}
        </span>
      ),
    },
    {
      id: 'type',
      header: intl.formatMessage(messages.type),
      render: (app) => intl.formatMessage(app.type ? TYPE_MESSAGES[app.type] : messages.typeNone),
    },
    {
      id: 'url',
      header: intl.formatMessage(messages.url),
      render: (app) => (
        <a
          href={app.url}
          target="_blank"
          rel="noopener noreferrer"
          className="koers-settings__link"
        >
          {app.url}
        </a>
      ),
    },
  ];

  return (
    <PagedTable
      {...labels}
      caption={intl.formatMessage(messages.applicationsCaption)}
      columns={columns}
      rows={data ?? []}
      isLoading={isLoading || !data}
      onPageChange={() => undefined}
    />
  );
}
