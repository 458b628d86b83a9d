import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  chooseSearched,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  expectShell,
  logInWithForm,
  paths,
  receivedMail,
  SEED,
  startSession,
} from './fixtures';

// Admin → Gebruikers: the super admin makes an account for a new colleague, who chooses a
// password from the mailed invitation (read from the SMTP sink the server sends through,
// e2e/mail-sink.ts) and works in a browser of their own; the super admin blocks and unblocks
// them, gives and takes super admin rights, ends their sessions and removes the account. The
// account is this journey's own, so journeys beside it on the demo database are not touched.

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const EMAIL = `gebruikersreis-${tag}@koers.test`;
const LAST_NAME = `Gebruikersreis ${tag}`;
const NAME = `Gijs van ${LAST_NAME}`;
const BLOCKED =
  'This account has been blocked. Ask the administrator of your school or board if you think this is a mistake.';

const toasts = (page: Page) => page.getByRole('region', { name: 'Meldingen' });

async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
}

/** The newest link of a mail's text, as a path of this server. */
function linkOf(text: string | null): string {
  const match = /https?:\/\/[^\s)>\]]+/.exec(text ?? '');
  if (!match) throw new Error('no link in the mail');
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** Whether the access token a browser holds still opens the API. */
async function tokenWorks(page: Page): Promise<boolean> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get('/api/users/current', {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  return response.ok();
}

/** Presses Tab until `target` has the focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 12) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Opens a confirmation with its button and checks it; the returned step confirms it. Both by
 * keyboard: Enter on the button, Tab from Cancel (which has the focus) to the action, Enter.
 */
async function confirm(page: Page, button: string, title: string, says: string[], submit: string) {
  await page.getByRole('button', { name: button, exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  for (const text of says) await expect(dialog).toContainText(text);
  return async () => {
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: submit, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  };
}

test('a super admin creates, invites, blocks, unblocks, promotes and removes a user', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSession(page, ACCOUNTS.admin, { locale: 'nl' });
  await page.goto('/admin/gebruikers');
  await expect(page.getByRole('cell', { name: ACCOUNTS.leraar })).toBeVisible();
  await checkBothWidths(page);

  // Create the account, a member of De Regenboog, and mail the invitation with it.
  await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
  const create = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
  await expect(create.getByRole('textbox', { name: /^Voornaam/ })).toBeFocused();
  await create.getByRole('textbox', { name: /^Voornaam/ }).fill('Gijs');
  await create.getByRole('textbox', { name: /^Tussenvoegsel/ }).fill('van');
  await create.getByRole('textbox', { name: /^Achternaam/ }).fill(LAST_NAME);
  await create.getByRole('textbox', { name: /^E-mailadres/ }).fill(EMAIL);
  const membership = create.getByRole('combobox', { name: /Bestuur of school/ });
  await chooseSearched(membership, 'OBS De Regen', SEED.regenboog);
  await create.getByRole('button', { name: /Rol$/ }).click();
  await page.getByRole('option', { name: /^Medewerker/ }).click();
  await expect(
    create.getByRole('checkbox', { name: 'De accountuitnodiging nu versturen' }),
  ).toBeChecked();
  await checkBothWidths(page);
  await create.getByRole('button', { name: 'Gebruiker aanmaken' }).click();
  await expect(create).toBeHidden();
  await expect(toasts(page)).toContainText(
    `${NAME} is aangemaakt; de accountuitnodiging is gemaild naar ${EMAIL}`,
  );

  // The mail arrives; its link lets the new colleague choose a password, in a browser of their own.
  const mail = await receivedMail(EMAIL);
  expect(mail.subject).toBe('Je Koers-account staat klaar');
  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(linkOf(mail.text));
  await expect(
    colleague.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await colleague.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await colleague.getByLabel('Repeat the new password').fill(DEMO_PASSWORD);
  await colleague.getByRole('button', { name: 'Save password' }).click();
  await expectShell(colleague);
  await expect(colleague.getByRole('navigation', { name: 'Main menu' })).toContainText(
    SEED.regenboog,
  );

  // The list finds the account by the start of its email address; its page shows all of it.
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(`gebruikersreis-${tag}`);
  // The search is in the list's address once it has been asked.
  await expect(page).toHaveURL(new RegExp(`/admin/gebruikers\\?query=gebruikersreis-${tag}$`));
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  await page.getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL(/\/admin\/gebruikers\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
  const memberships = page.getByRole('region', { name: 'Lidmaatschappen' });
  await expect(memberships.getByRole('list', { name: 'Besturen en scholen' })).toContainText(
    SEED.regenboog,
  );
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Gekozen');
  // Keyboard only: a second membership, found by name and given its role, saved in one go.
  const add = memberships.getByRole('combobox', { name: /Bestuur of school/ });
  await chooseSearched(add, 'OBS Het Kom', SEED.kompas);
  const role = memberships.getByRole('button', { name: /Medewerker.*Rol$/ });
  await tabTo(page, role);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: /^Directeur/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(memberships.getByRole('button', { name: /Directeur.*Rol$/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(memberships.getByRole('button', { name: 'Toevoegen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(memberships.getByRole('status')).toHaveText(
    'Er zijn wijzigingen die nog niet zijn opgeslagen.',
  );
  await checkBothWidths(page);
  const save = memberships.getByRole('button', { name: 'Lidmaatschappen opslaan' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toContainText(`De lidmaatschappen van ${NAME} zijn opgeslagen`);
  await expect(memberships.getByRole('status')).toHaveText('');
  await expect(
    memberships.getByRole('button', { name: new RegExp(`Directeur.*Rol in ${SEED.kompas}`) }),
  ).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Sessies' });
  await expect(
    sessions.getByRole('list', { name: 'Actieve sessies' }).getByRole('listitem'),
  ).toHaveCount(1);
  await checkBothWidths(page);

  // Block: the confirmation names them and their session; that session ends at once.
  const block = await confirm(
    page,
    'Blokkeren',
    'Gebruiker blokkeren',
    [`Wil je ${NAME} (${EMAIL}) blokkeren?`, 'De actieve sessie eindigt meteen.'],
    'Gebruiker blokkeren',
  );
  await checkBothWidths(page);
  await block();
  await expect(toasts(page)).toContainText(`${NAME} is geblokkeerd`);
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Geblokkeerd sinds');
  await expect(sessions).toContainText('Geen actieve sessies');
  expect(await tokenWorks(colleague)).toBe(false);
  // Their open app finds out at its next call, and login says why.
  await colleague.reload();
  await expect(colleague).toHaveURL(new RegExp(paths.login));
  await logInWithForm(colleague, EMAIL);
  await expect(colleague.getByRole('alert')).toContainText(BLOCKED);
  await expect(colleague.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

  // Unblock: they log in again.
  const unblock = await confirm(
    page,
    'Deblokkeren',
    'Gebruiker deblokkeren',
    [`Wil je ${NAME} (${EMAIL}) deblokkeren?`],
    'Gebruiker deblokkeren',
  );
  await unblock();
  await expect(toasts(page)).toContainText(`${NAME} is gedeblokkeerd`);
  await logInWithForm(colleague, EMAIL);
  // In two schools now, they choose where to work.
  await expect(colleague).toHaveURL(new RegExp(paths.chooser));
  await colleague.getByRole('option', { name: new RegExp(SEED.kompas) }).click();
  await expectShell(colleague);

  // Super admin rights, given and taken after a confirmation.
  const grant = await confirm(
    page,
    'Superbeheerder maken',
    'Superbeheerder maken',
    [`Wil je ${NAME} (${EMAIL}) superbeheerder maken?`],
    'Superbeheerder maken',
  );
  await grant();
  await expect(toasts(page)).toContainText(`${NAME} is nu superbeheerder`);
  const revoke = await confirm(
    page,
    'Superbeheerdersrechten afnemen',
    'Superbeheerdersrechten afnemen',
    [`Wil je de superbeheerdersrechten van ${NAME} (${EMAIL}) afnemen?`],
    'Superbeheerdersrechten afnemen',
  );
  await revoke();
  await expect(toasts(page)).toContainText(`${NAME} is geen superbeheerder meer`);
  await expect(page.getByRole('button', { name: 'Superbeheerder maken' })).toBeVisible();

  // Their session since the unblock, ended with "end all sessions".
  await page.reload();
  await expect(
    sessions.getByRole('list', { name: 'Actieve sessies' }).getByRole('listitem'),
  ).toHaveCount(1);
  const endAll = await confirm(
    page,
    'Alle sessies beëindigen',
    'Alle sessies beëindigen',
    [`Wil je de sessie van ${NAME} beëindigen?`],
    'Alle sessies beëindigen',
  );
  await endAll();
  await expect(toasts(page)).toContainText(`Alle sessies van ${NAME} zijn beëindigd`);
  await expect(sessions).toContainText('Geen actieve sessies');
  expect(await tokenWorks(colleague)).toBe(false);
  await colleague.reload();
  await expect(colleague).toHaveURL(new RegExp(paths.login));
  await colleague.context().close();

  // Remove the account: the confirmation names its membership; the list no longer finds it.
  const remove = await confirm(
    page,
    'Gebruiker verwijderen',
    'Gebruiker verwijderen',
    [
      `Wil je ${NAME} (${EMAIL}) verwijderen?`,
      'De 2 lidmaatschappen hiervan vervallen:',
      `${SEED.regenboog} (School)`,
      `${SEED.kompas} (School)`,
    ],
    'Gebruiker verwijderen',
  );
  await checkBothWidths(page);
  await remove();
  await expect(toasts(page)).toContainText(`${NAME} is verwijderd`);
  // Back on the list as it was left: still searched for them.
  await expect(page).toHaveURL(/\/admin\/gebruikers\?query=gebruikersreis-/);
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue(
    `gebruikersreis-${tag}`,
  );
  await expect(page.getByRole('cell', { name: 'Er zijn geen gebruikers gevonden.' })).toBeVisible();
});
