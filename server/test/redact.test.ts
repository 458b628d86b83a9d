import { buildApp } from '../src/app.js';
import { loggerOptions, redactUrl } from '../src/lib/redact.js';

describe('redactUrl', () => {
  it('hides feed keys, file signatures, tokens, sign-on codes and invitation ids, and nothing else', () => {
    expect(redactUrl('/api/schools/3/calendar.ics?key=abc123')).toBe(
      '/api/schools/3/calendar.ics?key=[redacted]',
    );
    expect(redactUrl('/api/files/9?expires=1800000000&signature=deadbeef')).toBe(
      '/api/files/9?expires=1800000000&signature=[redacted]',
    );
    expect(redactUrl('/api/invites/0b0c-11ee/accept')).toBe('/api/invites/[redacted]/accept');
    expect(redactUrl('/x?Token=a&page=2')).toBe('/x?Token=[redacted]&page=2');
    expect(redactUrl('/api/auth/sso/school/callback?code=c0de&state=s7&iss=x')).toBe(
      '/api/auth/sso/school/callback?code=[redacted]&state=[redacted]&iss=x',
    );
    expect(redactUrl('/api/contacts?search=key%3D1&page=2')).toBe(
      '/api/contacts?search=key%3D1&page=2',
    );
  });
});

describe('the request log', () => {
  it('never holds the secret of a URL', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: { databaseUrl: ':memory:' },
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
    });
    try {
      await app.inject({ method: 'GET', url: '/api/schools/1/calendar.ics?key=feed-secret-1' });
      await app.inject({
        method: 'GET',
        url: '/api/files/1?expires=1&signature=' + 'a'.repeat(64),
      });
      await app.inject({ method: 'GET', url: '/api/invites/invite-secret-2' });
      const log = lines.join('');
      expect(log).toContain('/api/schools/1/calendar.ics?key=[redacted]');
      expect(log).toContain('/api/invites/[redacted]');
      expect(log).not.toContain('feed-secret-1');
      expect(log).not.toContain('a'.repeat(64));
      expect(log).not.toContain('invite-secret-2');
    } finally {
      await app.close();
    }
  });
});
