import { Button, EmptyState, Spinner } from '@koers/ui';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/** A tab's data is on its way. */
export function SettingsLoading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage(messages.loading)} showLabel />;
}

/** A tab's data could not be loaded; the button loads it again. */
export function SettingsError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert">
      <EmptyState
        title={intl.formatMessage(messages.error)}
        action={<Button onPress={onRetry}>{intl.formatMessage(messages.retry)}</Button>}
      />
    </div>
  );
}

/** A tab that belongs to the other kind of context (e.g. school years in a board). */
export function SettingsNotApplicable({ needs }: { needs: 'school' | 'organisation' | 'context' }) {
  const intl = useIntl();
  const text =
    needs === 'school'
      ? messages.schoolOnly
      : needs === 'organisation'
        ? messages.organisationOnly
        : messages.noContext;
  return <EmptyState title={intl.formatMessage(text)} />;
}
