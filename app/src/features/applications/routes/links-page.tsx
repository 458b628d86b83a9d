import { Button, EmptyState, Spinner } from '@koers/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useSchoolApplications } from '@/lib/api/school-applications';
import { useSession } from '@/lib/session/use-session';
import { ApplicationLink } from '../components/application-link';
import { messages } from '../messages';
import { groupApplications, type ApplicationGroupKey } from '../utils/group-applications';
import '../links.css';

const groupTitle = (type: ApplicationGroupKey) =>
  type === null ? messages['type.none'] : messages[`type.${type}`];

/**
 * Koppelingen: the linked applications of the current school, grouped by type. A board has none
 * of its own: it is told so, and a board with schools is offered to choose one.
 */
export default function LinksPage() {
  const intl = useIntl();
  const { context, school, organisation } = useSession();
  const schoolId = context?.contextType === 'school' ? context.id : null;
  const { data, error, isLoading, mutate } = useSchoolApplications(schoolId);

  let body;
  if (schoolId === null && context?.contextType === 'organisation' && organisation) {
    // A board links no applications of its own: its schools do. A board without schools has
    // nothing to choose, so it is not asked to choose a school.
    body =
      organisation.schools.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(messages.boardWithoutSchools, { board: organisation.name })}
        />
      ) : (
        <EmptyState
          title={intl.formatMessage(messages.boardWithSchools, { board: organisation.name })}
          action={
            <Link className="koers-app-link" to={paths.changeSchoolOrganisation.href()}>
              {intl.formatMessage(messages.chooseSchool)}
            </Link>
          }
        />
      );
  } else if (schoolId === null) {
    body = <EmptyState title={intl.formatMessage(messages.noSchool)} />;
  } else if (error && !data) {
    body = (
      <div role="alert">
        <EmptyState
          title={intl.formatMessage(messages.error)}
          action={
            <Button onPress={() => void mutate()}>{intl.formatMessage(messages.retry)}</Button>
          }
        />
      </div>
    );
  } else if (!data || isLoading) {
    body = <Spinner label={intl.formatMessage(messages.loading)} showLabel />;
  } else if (data.length === 0) {
    body = <EmptyState title={intl.formatMessage(messages.empty)} />;
  } else {
    body = groupApplications(data, intl.locale).map((group) => {
      const headingId = `koppelingen-${group.type ?? 'overig'}`;
      return (
        <section
          key={group.type ?? 'none'}
          className="koers-links__group"
          aria-labelledby={headingId}
        >
          <h2 id={headingId} className="koers-links__group-title">
            {intl.formatMessage(groupTitle(group.type))}
          </h2>
          <ul className="koers-links__list">
            {group.applications.map((application) => (
              <li key={application.id}>
                <ApplicationLink application={application} />
              </li>
            ))}
          </ul>
        </section>
      );
    });
  }

  return (
    <div className="koers-links">
      <h1 className="koers-links__title">{intl.formatMessage(messages.title)}</h1>
      {school ? (
        <p className="koers-links__intro">
          {intl.formatMessage(messages.intro, { school: school.name })}
        </p>
      ) : null}
      {body}
    </div>
  );
}
