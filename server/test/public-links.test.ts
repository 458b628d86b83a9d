import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { publicOrigin, type OriginRequest } from '../src/lib/public-origin.js';
import type { SeedIds } from '../src/seed/core.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

/**
 * The links Koers hands out (reset and invitation mails, the .ics feed address) start with
 * APP_URL, or without it with the address the request came in on; X-Forwarded-Host and
 * X-Forwarded-Proto count only from a proxy that TRUST_PROXY trusts.
 */

/** The link of each kind, asked for with these request headers. */
async function links(app: App, ids: SeedIds, headers: Record<string, string>) {
  const schoolId = ids.schools.regenboog;
  const mailTo = async (to: string) => {
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /https?:\/\/[^\s]+/.exec(mail.text)?.[0] ?? '';
  };

  const forgot = await app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    headers,
    payload: { email: 'leraar@koers.test' },
  });
  expect(forgot.statusCode).toBe(200);

  const invitee = `nieuw-${Math.random().toString(36).slice(2)}@koers.test`;
  const invite = await app.inject({
    method: 'POST',
    url: `/api/schools/${schoolId}/invites`,
    headers: { ...headers, ...bearer(await loginAs(app, 'bestuur@koers.test')) },
    payload: { email: invitee, role_id: ids.roles.medewerker },
  });
  expect(invite.statusCode, invite.body).toBe(201);

  const feed = await app.inject({
    method: 'GET',
    url: `/api/schools/${schoolId}/calendar-feed`,
    headers: { ...headers, ...bearer(await loginAs(app, 'directeur@koers.test')) },
  });
  expect(feed.statusCode).toBe(200);

  return {
    reset: await mailTo('leraar@koers.test'),
    invite: await mailTo(invitee),
    feed: (feed.json() as { data: { url: string } }).data.url,
  };
}

const FORWARDED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describeEachDatabase(
  'public links with APP_URL set',
  (t) => {
    it('start with APP_URL, whatever the request says', async () => {
      const found = await links(t.app, t.ids, {
        host: 'intern.koers.lan:3000',
        ...FORWARDED,
      });
      expect(found.reset).toMatch(
        /^https:\/\/koers\.example\.org\/authenticatie\/wachtwoord-opnieuw-instellen\?token=/,
      );
      expect(found.invite).toMatch(
        /^https:\/\/koers\.example\.org\/uitnodigingen\/[\w-]+\/accepteren$/,
      );
      expect(found.feed).toMatch(
        new RegExp(
          `^https://koers\\.example\\.org/api/schools/${t.ids.schools.regenboog}/calendar\\.ics\\?key=`,
        ),
      );
    });
  },
  { config: { appUrl: 'https://koers.example.org' } },
);

describeEachDatabase(
  'public links without APP_URL',
  (t) => {
    it('use the Host the request came in on', async () => {
      const found = await links(t.app, t.ids, { host: 'koers.school.nl:8080' });
      expect(found.reset).toMatch(
        /^http:\/\/koers\.school\.nl:8080\/authenticatie\/wachtwoord-opnieuw-instellen\?token=/,
      );
      expect(found.invite).toMatch(
        /^http:\/\/koers\.school\.nl:8080\/uitnodigingen\/[\w-]+\/accepteren$/,
      );
      expect(found.feed).toMatch(
        /^http:\/\/koers\.school\.nl:8080\/api\/schools\/\d+\/calendar\.ics\?key=/,
      );
    });

    it('ignore X-Forwarded-Host and X-Forwarded-Proto when no proxy is trusted', async () => {
      const found = await links(t.app, t.ids, {
        host: 'koers.school.nl',
        ...FORWARDED,
      });
      for (const link of Object.values(found))
        expect(link).toMatch(/^http:\/\/koers\.school\.nl\//);
    });

    it('serve the feed with UIDs of the host it was fetched from', async () => {
      const headers = {
        host: 'koers.school.nl',
        ...bearer(await loginAs(t.app, 'directeur@koers.test')),
      };
      const feed = await t.app.inject({
        method: 'GET',
        url: `/api/schools/${t.ids.schools.regenboog}/calendar-feed`,
        headers,
      });
      const url = new URL((feed.json() as { data: { url: string } }).data.url);
      const ics = await t.app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { host: 'koers.school.nl' },
      });
      expect(ics.statusCode).toBe(200);
      expect(ics.body).toMatch(/UID:calendar-event-\d+@koers\.school\.nl/);
    });
  },
  { config: { appUrl: null } },
);

describeEachDatabase(
  'public links without APP_URL behind a trusted proxy (TRUST_PROXY)',
  (t) => {
    it('use X-Forwarded-Host and X-Forwarded-Proto', async () => {
      const found = await links(t.app, t.ids, {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'koers.school.nl',
        'x-forwarded-proto': 'https',
      });
      for (const link of Object.values(found)) {
        expect(link).toMatch(/^https:\/\/koers\.school\.nl\//);
      }
    });
  },
  { config: { appUrl: null, trustProxy: true } },
);

describe('publicOrigin', () => {
  const request = (host: string, protocol = 'http', appUrl: string | null = null): OriginRequest =>
    ({ host, protocol, server: { config: { appUrl, port: 3000 } } }) as OriginRequest;

  it('keeps the scheme of the connection: https when Koers serves TLS itself', () => {
    expect(publicOrigin(request('koers.school.nl:8443', 'https'))).toBe(
      'https://koers.school.nl:8443',
    );
    expect(publicOrigin(request('[::1]:3000'))).toBe('http://[::1]:3000');
  });

  it('never puts a Host that is no host name into a link', () => {
    for (const host of ['', 'evil.example/x', 'user@evil.example', 'a b', 'evil.example:port']) {
      expect(publicOrigin(request(host)), host).toBe('http://localhost:3000');
    }
    expect(publicOrigin(request('koers.school.nl', 'javascript'))).toBe('http://koers.school.nl');
  });

  it('prefers APP_URL', () => {
    expect(publicOrigin(request('other.example', 'http', 'https://koers.example.org'))).toBe(
      'https://koers.example.org',
    );
  });
});
