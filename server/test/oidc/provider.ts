import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on a loopback port, for the single sign-on tests of the
 * server and the browser journeys: discovery, authorization with PKCE, the token endpoint, signed
 * ID tokens and userinfo are the library's own. Only its sign-in page is this file's: a form that
 * takes any address (the provider knows everyone; Koers decides who gets in), whether the address
 * is verified, and whether a second factor was "used" (`amr`), and can also refuse the sign-in.
 */

export interface TestProviderOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** The redirect URIs Koers may use (its callback address for this provider). */
  redirectUris: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** Names from the address's local part: `nieuw.collega@…` → Nieuw / Collega. */
function namesOf(email: string) {
  const words = (email.split('@')[0] ?? '')
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return { given_name: words[0] ?? email, family_name: words.slice(1).join(' ') || 'Test' };
}

/** The interaction form's fields, from a urlencoded body. */
async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider: sign in</title></head>
<body><main>
<h1>Test provider</h1>
<p>Sign in to ${escapeHtml(clientId)}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
  <p><input id="unverified" name="unverified" type="checkbox" value="1"> <label for="unverified">Address not verified</label></p>
  <p><input id="mfa" name="mfa" type="checkbox" value="1"> <label for="mfa">Second factor used</label></p>
  <p><button type="submit">Sign in</button></p>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort">
  <p><button type="submit">Cancel</button></p>
</form>
</main></body></html>`;
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = options.clientId ?? 'koers';
  const clientSecret = options.clientSecret ?? 'koers-test-secret';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** What the sign-in form said about each address (verified, second factor). */
  const accounts = new Map<string, { verified: boolean }>();
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      // With every ID token, as Microsoft Entra ID sends it: which factors the sign-in used.
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-provider-cookie-key'] },
    async findAccount(_ctx, sub) {
      const email = sub;
      return {
        accountId: sub,
        async claims() {
          const names = namesOf(email);
          return {
            sub,
            email,
            email_verified: accounts.get(email)?.verified ?? true,
            ...names,
            name: `${names.given_name} ${names.family_name}`,
          };
        },
      };
    },
    // Koers is a first-party client here: no consent screen, the grant is made at once.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  server.on('request', (request, response) => {
    const match = /^\/interaction\/([^/?]+)(?:\/(login|abort))?$/.exec(request.url ?? '');
    if (!match) {
      handle(request, response);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (request.method === 'GET' && !match[2]) {
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(signInPage(details.uid, String(details.params.client_id)));
          return;
        }
        const form = await formOf(request);
        if (match[2] === 'abort') {
          await provider.interactionFinished(request, response, {
            error: 'access_denied',
            error_description: 'The person cancelled the sign-in.',
          });
          return;
        }
        const email = (form.get('email') ?? '').trim().toLowerCase();
        accounts.set(email, { verified: form.get('unverified') !== '1' });
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: email, amr: form.get('mfa') === '1' ? ['pwd', 'mfa'] : ['pwd'] } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        response.statusCode = 500;
        response.end(String(error));
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
