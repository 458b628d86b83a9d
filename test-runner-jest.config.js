import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// Playwright cannot download its own browsers here: use the system Chromium.
const defaultConfig = getJestConfig();

export default {
  ...defaultConfig,
  testTimeout: 90000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaultConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
  },
};
