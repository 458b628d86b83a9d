import { Type, type Static } from '@sinclair/typebox';

/**
 * Single sign-on with OpenID Connect: the providers a server is configured with (its environment,
 * server/README.md), and how a login through one of them reaches the app.
 *
 * The browser goes to `GET /api/auth/sso/{provider}/start`, signs in at the provider and comes back
 * to `GET /api/auth/sso/{provider}/callback`, which sends it on to the app's login page: with a
 * single-use ticket in the address's fragment (`#sso=…`) that the page trades for the tokens at
 * `POST /api/auth/sso/complete`, or with the reason it was refused (`?sso_error=…`), or, for an
 * address Koers does not know, to the unknown-user page. Its constants (SSO_ERRORS, the lifetimes)
 * are in constants.ts.
 */

/** One configured provider, as the login page offers it. */
export const SsoProvider = Type.Object(
  {
    id: Type.String({ description: 'Its name in the addresses, e.g. "microsoft".' }),
    label: Type.String({ description: 'What the button says after "Log in with".' }),
  },
  { $id: 'SsoProvider' },
);
export type SsoProvider = Static<typeof SsoProvider>;

/** `GET /api/auth/sso/providers`: none when single sign-on is not configured. */
export const SsoProvidersResponse = Type.Object({ data: Type.Array(SsoProvider) });
export type SsoProvidersResponse = Static<typeof SsoProvidersResponse>;

/** `POST /api/auth/sso/complete`: the ticket of the way back. */
export const SsoCompleteRequest = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 200 }),
});
export type SsoCompleteRequest = Static<typeof SsoCompleteRequest>;
