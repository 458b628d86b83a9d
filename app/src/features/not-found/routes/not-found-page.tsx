import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found' },
  body: {
    id: 'notFound.body',
    defaultMessage:
      'There is no page at this address. It may have moved, or the link you followed is incomplete.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Go to the home page' },
});

/** The 404 page for any path the app does not know (SPEC §2). */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <section className="koers-app-hero" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.body)}</p>
      <p>
        <Link to={paths.home.href()} className="koers-app-link">
          {intl.formatMessage(messages.home)}
        </Link>
      </p>
    </section>
  );
}
