import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';

// The play functions run in the CI's test-runner on two cores that may be busy: `findBy…` and
// `waitFor` wait for a state (a role, a text), and a state that comes late on a loaded machine is
// still the state. The runner's own per-story limit (test-runner-jest.config.js) stays the bound.
configure({ asyncUtilTimeout: 20_000 });

/**
 * Marks the story's language so screen readers and axe read it right: on a wrapper (a docs page
 * shows Dutch and English stories side by side) and, on a story's own page, on <html> too, for
 * the overlays react-aria renders outside the story root.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale as string | undefined) ?? 'nl';
  if (context.viewMode === 'story') document.documentElement.lang = locale;
  return (
    <div lang={locale} style={{ display: 'contents' }}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: 'Interface language of the story texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'nl', title: 'Nederlands' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'nl' },
  parameters: {
    a11y: { test: 'error' },
    viewport: {
      options: {
        narrow: { name: 'Narrow 320 (reflow)', styles: { width: '320px', height: '640px' } },
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Below breakpoint 1000', styles: { width: '1000px', height: '800px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
