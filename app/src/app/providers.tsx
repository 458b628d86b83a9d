import type { ReactNode } from 'react';
import { AppToastRegion } from '@/components/toast-region';
import { I18nProvider } from '@/i18n/i18n-provider';

/**
 * App-wide providers. No SWRConfig here: each hook sets its own options (SPEC §8 silence), so
 * pages without data (login) do not load SWR at all. The toast region is here, once, so a toast
 * raised just before a navigation is still shown on the next page.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      {children}
      <AppToastRegion />
    </I18nProvider>
  );
}
