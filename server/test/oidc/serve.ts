import { startTestProvider } from './provider.js';

/**
 * The test OpenID provider as a process, for the browser journeys (e2e/playwright.config.ts):
 * OIDC_TEST_PORT, and OIDC_TEST_REDIRECT_URIS (comma-separated).
 */
const provider = await startTestProvider({
  port: Number(process.env.OIDC_TEST_PORT ?? 0),
  redirectUris: (process.env.OIDC_TEST_REDIRECT_URIS ?? '').split(',').filter(Boolean),
});
console.log(`test OpenID provider at ${provider.issuer}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
