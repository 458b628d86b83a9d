import { useIntl } from 'react-intl';
import { useOrganisation } from '@/lib/api/organisation';
import { useSchool } from '@/lib/api/school';
import { useSession } from '@/lib/session/use-session';
import { ErrorState, LoadingState } from '@/components/states';
import { SettingsNotApplicable } from '../components/settings-states';
import { messages } from '../messages';

/** Algemeen: the details of the current school or board (read-only for now). */
export default function SettingsGlobal() {
  const intl = useIntl();
  const { context } = useSession();
  const isSchool = context?.contextType === 'school';
  const organisation = useOrganisation(context && !isSchool ? context.id : null);
  const school = useSchool(context && isSchool ? context.id : null);
  const result = isSchool ? school : organisation;

  if (!context) return <SettingsNotApplicable needs="context" />;
  if (result.error && !result.data) return <ErrorState onRetry={() => void result.mutate()} />;
  if (!result.data) return <LoadingState />;

  const notSet = (
    <span className="koers-settings__muted">{intl.formatMessage(messages.notSet)}</span>
  );
  const icon = result.data.icon ? (
    <img className="koers-settings__icon" src={result.data.icon.url} alt={result.data.icon.name} />
  ) : (
    <span className="koers-settings__muted">{intl.formatMessage(messages.noIcon)}</span>
  );

  return (
    <dl className="koers-settings__details">
      <dt>{intl.formatMessage(messages.name)}</dt>
      <dd>{result.data.name}</dd>
      {school.data && isSchool ? (
        <>
          <dt>{intl.formatMessage(messages.brinNumber)}</dt>
          <dd>{school.data.brin_number ?? notSet}</dd>
          <dt>{intl.formatMessage(messages.board)}</dt>
          <dd>
            {school.data.organisation?.name ?? (
              <span className="koers-settings__muted">{intl.formatMessage(messages.noBoard)}</span>
            )}
          </dd>
          <dt>{intl.formatMessage(messages.calendar)}</dt>
          <dd>{intl.formatMessage(school.data.calendar ? messages.on : messages.off)}</dd>
        </>
      ) : organisation.data ? (
        <>
          <dt>{intl.formatMessage(messages.authorityNumber)}</dt>
          <dd>{organisation.data.authority_number ?? notSet}</dd>
          <dt>{intl.formatMessage(messages.schoolCount)}</dt>
          <dd>{intl.formatNumber(organisation.data.schools.length)}</dd>
        </>
      ) : null}
      <dt>{intl.formatMessage(messages.icon)}</dt>
      <dd>{icon}</dd>
    </dl>
  );
}
