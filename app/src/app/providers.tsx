import type { ReactNode } from 'react';
import { I18nProvider } from '@/i18n/i18n-provider';

/**
 * App-wide providers. No SWRConfig here: each hook sets its own options (SPEC §8 silence), so
 * pages without data (login) do not load SWR at all.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider>{children}</I18nProvider>;
}
