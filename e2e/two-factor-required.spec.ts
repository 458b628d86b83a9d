import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import {
  ACCOUNTS,
  apiLogin,
  createUser,
  currentUser,
  expectNoAxeViolations,
  expectShell,
  logInWithForm,
  startSession,
} from './fixtures';

// A board's admin requires two-step verification in one of its schools (Algemeen); its director
// is led through set-up right after the password and can go on only once it is on. A school of
// this journey alone: other journeys use the demo schools' directors at the same time.

const tag = Date.now().toString(36);
const SCHOOL = `OBS Tweestaps ${tag}`;
const DIRECTOR = `directeur-tweestaps-${tag}@koers.test`;

test('a board admin requires two-step verification and a director is led through set-up', async ({
  page,
  browser,
}) => {
  const admin = await apiLogin(page.request, ACCOUNTS.admin);
  const board = await apiLogin(page.request, ACCOUNTS.bestuur);
  const [rivierenland] = (await currentUser(page.request, board.access_token)).organisations;
  const created = await page.request.post('/api/admin/schools', {
    headers: { authorization: `Bearer ${admin.access_token}`, accept: 'application/json' },
    data: { name: SCHOOL, organisation_id: rivierenland!.id },
  });
  expect(created.status()).toBe(201);
  const schoolId = ((await created.json()) as { data: { id: number } }).data.id;
  await createUser(page, DIRECTOR, 'Dana', `Directeur ${tag}`, { school: schoolId, manager: true });

  // The board's admin, in the school's settings.
  await startSession(page, ACCOUNTS.bestuur, { school: SCHOOL, locale: 'nl' });
  await page.goto('/instellingen/algemeen');
  const required = page.getByRole('checkbox', {
    name: 'Tweestapsverificatie verplicht voor beheerders',
  });
  // The RAC checkbox's input is visually hidden: press its label as a user does.
  await page
    .locator('label', { hasText: 'Tweestapsverificatie verplicht voor beheerders' })
    .click();
  await expect(required).toBeChecked();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText('Opgeslagen');

  // The director: after the password, set-up and nothing else.
  const director = await (await browser.newContext()).newPage();
  await director.goto('/');
  await logInWithForm(director, DIRECTOR);
  await expect(director).toHaveURL('/account/tweestapsverificatie');
  await expect(
    director.getByRole('heading', { level: 1, name: 'Set up two-step verification' }),
  ).toBeVisible();
  await expectNoAxeViolations(director);
  // Another page of Koers sends the session back here.
  await director.goto('/jaarkalender');
  await expect(director).toHaveURL('/account/tweestapsverificatie');

  const section = director.getByRole('region', { name: 'Two-step verification' });
  await section.getByRole('button', { name: 'Set up two-step verification' }).click();
  const secret = (await section.locator('code').first().textContent())!.replace(/\s/g, '');
  await section
    .getByRole('textbox', { name: /^Code from your app/ })
    .fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByRole('button', { name: 'I have saved them' }).click();
  // On: Koers opens as after any login.
  await expectShell(director);
  await expect(director.getByRole('navigation', { name: 'Main menu' })).toContainText(SCHOOL);
});
