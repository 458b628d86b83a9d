import { getJestConfig } from '@storybook/test-runner';

// Playwright cannot download its own browsers here: use the system Chromium.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const defaultConfig = getJestConfig();

export default {
  ...defaultConfig,
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaultConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
  },
};
