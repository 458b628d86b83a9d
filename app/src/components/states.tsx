import { Button, EmptyState, Spinner } from '@koers/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages as messages } from './messages';

/** Data on its way: a spinner that says so. */
export function LoadingState({ label }: { /** Default: the common 'Loading…'. */ label?: string }) {
  const intl = useIntl();
  return <Spinner label={label ?? intl.formatMessage(messages.loading)} showLabel />;
}

/** Data that could not be loaded, announced, with a button that loads it again. */
export function ErrorState({ onRetry, title }: { onRetry: () => void; title?: ReactNode }) {
  const intl = useIntl();
  return (
    <div role="alert">
      <EmptyState
        title={title ?? intl.formatMessage(messages.loadFailed)}
        action={<Button onPress={onRetry}>{intl.formatMessage(messages.retry)}</Button>}
      />
    </div>
  );
}
