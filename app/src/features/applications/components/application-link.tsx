import type { Application } from '@koers/contract';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/** One linked application: its icon (or initial) and name, opening in a new tab. */
export function ApplicationLink({ application }: { application: Application }) {
  const intl = useIntl();
  return (
    <a
      className="koers-links__link"
      href={application.url}
      target="_blank"
      rel="noopener noreferrer"
    >
      {application.icon ? (
        <img
          className="koers-links__icon"
          src={application.icon.url}
          alt=""
          width={40}
          height={40}
        />
      ) : (
        <span className="koers-links__icon koers-links__icon--initial" aria-hidden="true">
          {application.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="koers-links__name">{application.name}</span>
      <span className="koers-visually-hidden"> {intl.formatMessage(messages.newTab)}</span>
    </a>
  );
}
