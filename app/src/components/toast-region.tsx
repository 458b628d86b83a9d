import { ToastRegion } from '@koers/ui';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  region: { id: 'common.toast.region', defaultMessage: 'Notifications' },
  close: { id: 'common.toast.close', defaultMessage: 'Close notification' },
});

/**
 * Where the app's toasts appear ("Opgeslagen" after a change): once, beside every layout. A
 * screen shows one with `useToast().add({ title, variant: 'success' })` from `@koers/ui`.
 */
export function AppToastRegion() {
  const intl = useIntl();
  return (
    <ToastRegion
      label={intl.formatMessage(messages.region)}
      closeLabel={intl.formatMessage(messages.close)}
    />
  );
}
