import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

/** Playwright's default page size, used for stories that pick no viewport. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

/**
 * The size of the viewport a story asks for with `globals: { viewport: { value } }`, looked up
 * in `parameters.viewport.options` (preview.tsx). The Storybook UI resizes its iframe for
 * that global; the test-runner does not, so without this every story would run at 1280px and
 * the drawer behaviour below 1024px would never be tested.
 */
function storyViewport(story: {
  storyGlobals?: { viewport?: { value?: string } };
  parameters?: { viewport?: { options?: Record<string, ViewportOption> } };
}) {
  const name = story.storyGlobals?.viewport?.value;
  const styles = name ? story.parameters?.viewport?.options?.[name]?.styles : undefined;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : DEFAULT_VIEWPORT;
}

/**
 * Media features a story asks the test-runner to emulate with `parameters.emulate`, e.g. the
 * theme stories: `{ colorScheme: 'dark' }` or `{ forcedColors: 'active' }`.
 */
interface Emulate {
  colorScheme?: 'light' | 'dark';
  forcedColors?: 'active' | 'none';
}

// Every story is rendered at its viewport (and emulated media), its play function runs, and
// then axe checks the result. A story can opt out of axe only with parameters.a11y.disable
// (none should).
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    await injectAxe(page);
    const story = await getStoryContext(page, context);
    // The page is shared by the stories of one file: set everything every time, defaults too.
    await page.setViewportSize(storyViewport(story));
    const emulate = (story.parameters?.emulate ?? {}) as Emulate;
    await page.emulateMedia({
      colorScheme: emulate.colorScheme ?? 'light',
      forcedColors: emulate.forcedColors ?? 'none',
    });
  },
  async postVisit(page, context) {
    // A failed play function is the error to report; the story may still be mid-way (and
    // Storybook's own axe run with it), so a second axe run would only hide that error.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const storyContext = await getStoryContext(page, context);
    if (storyContext.parameters?.a11y?.disable) return;
    await checkA11y(page, '#storybook-root', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: storyContext.parameters?.a11y?.options,
    });
  },
};

export default config;
