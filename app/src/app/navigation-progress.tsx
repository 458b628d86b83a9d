import { ProgressBar } from '@koers/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigation } from 'react-router';

const messages = defineMessages({
  loading: { id: 'app.shell.navigating', defaultMessage: 'Loading page' },
});

/** SPEC §2: a progress bar while a navigation (middleware, loaders, lazy screens) runs. */
export function NavigationProgress() {
  const intl = useIntl();
  const navigation = useNavigation();
  return (
    <ProgressBar
      active={navigation.state !== 'idle'}
      label={intl.formatMessage(messages.loading)}
    />
  );
}

/**
 * While the first screen loads (before the router has rendered anything): the bar, running, over
 * the brand that index.html shows before the app has loaded (the same markup, so nothing moves).
 */
export function InitialLoadProgress() {
  const intl = useIntl();
  return (
    <>
      <ProgressBar active label={intl.formatMessage(messages.loading)} />
      <div className="koers-app-splash">
        <div className="koers-app-guest__header">
          <span className="koers-app-brand">Koers</span>
        </div>
      </div>
    </>
  );
}
