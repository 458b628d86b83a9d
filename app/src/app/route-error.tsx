import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/navigation/chunk-reload';
import { paths } from '@/lib/paths';
import NotFoundPage from '@/features/not-found/routes/not-found-page';
import DefaultLayout from './layouts/default-layout';
import { useNotFoundTitle } from './page-title';

const messages = defineMessages({
  title: { id: 'app.error.title', defaultMessage: 'Something went wrong' },
  body: {
    id: 'app.error.body',
    defaultMessage: 'This page could not be shown. Try again, or go back to the home page.',
  },
  chunk: {
    id: 'app.error.chunk',
    defaultMessage:
      'Part of the application could not be loaded, possibly because a new version was just published. Reload the page to continue.',
  },
  reload: { id: 'app.error.reload', defaultMessage: 'Reload the page' },
  home: { id: 'app.error.home', defaultMessage: 'Go to the home page' },
});

/** SPEC §2 error layout: what a failed navigation shows (its own layout, no data needed). */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const chunkError = isChunkLoadError(error);

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useNotFoundTitle(notFound);
  useEffect(() => {
    if (chunkError) reloadOnceForChunkError(error);
    // A 404 is an answer (a guard's or a loader's), not a failure to report.
    else if (!notFound) console.error(error);
  }, [chunkError, notFound, error]);

  if (notFound) {
    return (
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    );
  }
  return (
    <DefaultLayout>
      <section className="koers-app-hero" role="alert">
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p>{intl.formatMessage(chunkError ? messages.chunk : messages.body)}</p>
        <p>
          {chunkError ? (
            <a href={window.location.href} className="koers-app-link">
              {intl.formatMessage(messages.reload)}
            </a>
          ) : (
            <Link to={paths.home.href()} className="koers-app-link" reloadDocument>
              {intl.formatMessage(messages.home)}
            </Link>
          )}
        </p>
      </section>
    </DefaultLayout>
  );
}
