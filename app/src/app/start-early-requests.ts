import { requestEarly } from '@/lib/api/client';
import { earlyRequestPaths } from './early-requests';

// Imported by main.tsx right after the messages' preload: these requests then travel while the
// router, the middleware and the screen's chunks load, instead of one after the other.
requestEarly(earlyRequestPaths(globalThis.location?.pathname ?? '/'));
