import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

describeEachDatabase('validation messages', (t) => {
  it('answers 422 with messages per field in English by default', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'geen-adres' },
    });
    expect(response.statusCode).toBe(422);
    // The summary is the first field message, as Laravel's.
    const body = response.json();
    expect(Object.values(body.errors).flat()).toContain(body.message);
    expect(body).toEqual({
      message: body.message,
      errors: {
        email: ['The email must be a valid email address.'],
        password: ['The password field is required.'],
      },
    });
  });

  it('calls an empty value required, not "at least 1 characters"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'leraar@koers.test', password: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ['The password field is required.'] });
  });

  it('refuses a one-item array where a nullable text is expected, instead of failing on it', async () => {
    const token = await loginAs(t.app, 'admin@koers.test');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/manuals/1',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"content":[" "]}',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['content']);
  });

  it('answers in Dutch for Accept-Language nl', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'geen-adres' },
      headers: { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' },
    });
    const body = response.json();
    expect(Object.values(body.errors).flat()).toContain(body.message);
    expect(body).toEqual({
      message: body.message,
      errors: {
        email: ['Het veld e-mailadres moet een geldig e-mailadres zijn.'],
        password: ['Het veld wachtwoord is verplicht.'],
      },
    });
  });

  it('names nested fields and length limits', async () => {
    const token = await loginAs(t.app, 'admin@koers.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(token, 'nl'),
      payload: {
        email: 'a@b.nl',
        first_name: '',
        last_name: 'x'.repeat(101),
        schools: [{ id: 'een', role_id: 1 }],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      // An empty value where at least one character is needed: required, not "at least 1".
      first_name: ['Het veld voornaam is verplicht.'],
      last_name: ['Het veld achternaam mag niet meer dan 100 tekens bevatten.'],
      'schools.0.id': ['Het veld id heeft een ongeldig type.'],
    });
  });

  it('answers a body that is not JSON with 400, and a malformed id with 404', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request could not be read.' });
    const token = await loginAs(t.app, 'admin@koers.test');
    const id = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/abc',
      headers: bearer(token),
    });
    expect(id.statusCode).toBe(404);
    // Number forms that type coercion would read as an existing id name nothing either.
    for (const form of ['0x1', '1e0', '+1', '%201', '1.0', '0b1']) {
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users/${form}`,
        headers: bearer(token),
      });
      expect(other.statusCode, form).toBe(404);
    }
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/1',
      headers: bearer(token),
    });
    expect(plain.statusCode).toBe(200);
  });
});
