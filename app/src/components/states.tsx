import { Button, EmptyState, Spinner } from '@koers/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/lib/api/client';
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

/** The texts of a query's states before its data: not found (404), failed, loading. */
export interface QueryStateTexts {
  notFound: ReactNode;
  failed: string;
  loading: string;
}

/**
 * What a screen shows of a query that has no data to show yet: its 404 as a plain sentence, a
 * failure with a retry, or loading; null once the data is there (or a revalidation failed after
 * it came: the data stays).
 */
export function queryState(
  query: { data?: unknown; error?: unknown; mutate: () => unknown },
  texts: QueryStateTexts,
): ReactNode | null {
  if (query.error instanceof ApiError && query.error.status === 404) return texts.notFound;
  if (query.error && !query.data)
    return <ErrorState title={texts.failed} onRetry={() => void query.mutate()} />;
  if (!query.data) return <LoadingState label={texts.loading} />;
  return null;
}
