// First, so the messages are requested before the heavy modules below are evaluated.
import './i18n/preload-messages';
import '@koers/ui/styles.css';
import './app/app.css';
import './app/print.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setAuthLostHandler } from '@/lib/api/client';
import { reloadOnceForChunkError } from '@/lib/navigation/chunk-reload';
import { paths } from '@/lib/paths';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';

// The lazy shells of @koers/ui's overlay controls have an off switch (packages/ui/src/LazyShell):
// a build with VITE_KOERS_LAZY_SHELLS=0 runs on the plain react-aria components, to measure them.
if (import.meta.env.VITE_KOERS_LAZY_SHELLS === '0') {
  (globalThis as { KOERS_LAZY_SHELLS?: boolean }).KOERS_LAZY_SHELLS = false;
}

const router = createAppRouter();

// SPEC §8: a 401 from the token endpoint ends the session and shows login.
setAuthLostHandler(
  () => void router.navigate(paths.login.href(), { replace: true, state: { sessionEnded: true } }),
);

// Vite reports a failed preload of a lazy chunk's dependencies here (SPEC §2: reload once).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError((event as Event & { payload?: unknown }).payload)) {
    event.preventDefault();
  }
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// The first render as a transition: React then renders in slices of a few milliseconds and lets
// the browser handle input and paint between them, instead of one long task for the whole first
// screen (the shell and the page: 100–150 ms on a phone). It commits once, when all is rendered.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
