import { Button, EmptyState, RichText, Spinner, scrollToAnchor } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useManuals } from '../api/get-manuals';
import { ManualVideo } from '../components/manual-video';
import { messages } from '../messages';
import '../manuals.css';

const anchor = (id: number) => `handleiding-${id}`;

/** Handleidingen: every manual, with a table of contents when there are several. */
export default function ManualsPage() {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useManuals();

  let body;
  if (error && !data) {
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
    body = (
      <>
        {data.length > 1 ? (
          <nav aria-label={intl.formatMessage(messages.contents)} className="koers-manuals__toc">
            <ul>
              {data.map((manual) => (
                <li key={manual.id}>
                  <a
                    href={`#${anchor(manual.id)}`}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                        return;
                      // As the document's contents: scroll smoothly and move focus to the
                      // manual, so the next Tab continues there (not from the top of the page).
                      event.preventDefault();
                      void scrollToAnchor(anchor(manual.id));
                      // The address still names the manual (to share or bookmark it), without
                      // a router navigation that would jump there first. The router's own
                      // history state stays as it is.
                      window.history.replaceState(
                        window.history.state,
                        '',
                        `#${anchor(manual.id)}`,
                      );
                    }}
                  >
                    {manual.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {data.map((manual) => (
          <article
            key={manual.id}
            id={anchor(manual.id)}
            className="koers-manual"
            aria-labelledby={`${anchor(manual.id)}-title`}
          >
            <h2 id={`${anchor(manual.id)}-title`} className="koers-manual__title">
              {manual.title}
            </h2>
            {manual.description ? (
              <p className="koers-manual__muted">{manual.description}</p>
            ) : null}
            {manual.video_url ? <ManualVideo url={manual.video_url} title={manual.title} /> : null}
            {/* Sanitized again although the server did so on save: this page cannot know
                what wrote the row (defence in depth against stored XSS). */}
            {manual.content ? <RichText html={manual.content} /> : null}
          </article>
        ))}
      </>
    );
  }

  return (
    <div className="koers-manuals">
      <h1 className="koers-manuals__title">{intl.formatMessage(messages.title)}</h1>
      {body}
    </div>
  );
}
