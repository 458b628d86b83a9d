import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';

const messages = defineMessages({
  title: { id: 'home.empty.title', defaultMessage: 'Nothing to read here yet' },
  bodyUnnamed: {
    id: 'home.empty.bodyUnnamed',
    defaultMessage: 'There are no plan documents here yet. Once one is added, it opens here.',
  },
  contacts: { id: 'home.empty.contacts', defaultMessage: 'Open the social map' },
  manuals: { id: 'home.empty.manuals', defaultMessage: 'Read the manuals' },
});

const body = defineMessage<{ name: string }>({
  id: 'home.empty.body',
  defaultMessage: '{name} has no plan documents yet. Once one is added, it opens here.',
});

/**
 * Home for a reader whose context has no calendar and no plan document (or whose documents could
 * not be loaded): the context redirect rule would send them to the settings, which only managers
 * may open (SPEC §2, §6). Shown in the shell, so the sidebar still offers what there is. Part of
 * the shell's chunk (vite.config.ts), which home loads for its layout anyway.
 */
export default function HomePage() {
  const intl = useIntl();
  const { school, organisation, context } = useSession();
  const name = context?.contextType === 'school' ? school?.name : organisation?.name;
  return (
    <section className="koers-app-hero" aria-labelledby="home-empty-title">
      <h1 id="home-empty-title">{intl.formatMessage(messages.title)}</h1>
      <p>{name ? intl.formatMessage(body, { name }) : intl.formatMessage(messages.bodyUnnamed)}</p>
      {context?.contextType === 'school' ? (
        <p>
          <Link to={paths.contacts.href()} className="koers-app-link">
            {intl.formatMessage(messages.contacts)}
          </Link>
          {' · '}
          <Link to={paths.manuals.href()} className="koers-app-link">
            {intl.formatMessage(messages.manuals)}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
