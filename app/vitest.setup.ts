import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks CSS.escape, which react-aria's Modal uses.
if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: unknown }).CSS = {};
if (typeof CSS.escape !== 'function') {
  CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}

// CI runs on two cores that may be busy: `findBy…`/`waitFor` wait for a state, and a state that
// comes late on a loaded machine is still the state (the default is one second).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// The app's tests exercise the app's screens, not the design system's lazy hand-over (the
// @koers/ui tests cover that): shells load their react-aria implementation as they mount.
// Under a busy full run a row's menu, loaded at the first click, otherwise lost that click.
(globalThis as { KOERS_LAZY_SHELLS?: boolean }).KOERS_LAZY_SHELLS = false;
