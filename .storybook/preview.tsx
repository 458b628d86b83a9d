import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';

/** Sets lang on the story root so screen readers and axe see the chosen locale. */
const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale as string | undefined) ?? 'nl';
  document.documentElement.lang = locale;
  return <Story />;
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
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Below breakpoint 1000', styles: { width: '1000px', height: '800px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
