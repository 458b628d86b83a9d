import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  expectShell,
  receivedMail,
  SEED,
  startSession,
  type SinkMail,
} from './fixtures';

// Instellingen → Gebruikers: a context's admins invite people (the mail is read from the SMTP
// sink the server sends through, e2e/mail-sink.ts), send an invitation again or withdraw it,
// change roles and remove members; the last admin of a context stays. Every address and board
// is this journey's own, so journeys beside it on the demo database are not touched.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications|Meldingen/ })
    .getByRole('listitem')
    .filter({
      hasText: text,
    });

/** Reads the toast, then closes it, as a user does who goes on with the list under it. */
async function expectToast(page: Page, text: string) {
  const item = toast(page, text);
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /Close notification|Melding sluiten/ }).click();
  await expect(item).toHaveCount(0);
}

const members = (page: Page) => page.getByRole('table', { name: /^(Users|Gebruikers)$/ });
const invitations = (page: Page) =>
  page.getByRole('table', { name: /Invitations not accepted yet|Uitnodigingen die nog niet/ });

/** The path of the accept link in a mail's text, and the same link in its HTML. */
function acceptLink(mail: SinkMail): string {
  const url = /https?:\/\/\S+\/uitnodigingen\/[\w-]+\/accepteren/.exec(mail.text ?? '')?.[0];
  if (!url) throw new Error(`no invitation link in "${mail.subject}"`);
  expect(mail.html).toContain(`href="${url}"`);
  return new URL(url).pathname;
}

async function rowAction(page: Page, trigger: string, action: string) {
  await page.getByRole('button', { name: trigger }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a board admin invites two colleagues, sends one again, withdraws the other, and manages the one who joined', async ({
  page,
  browser,
}) => {
  test.slow();
  const id = unique();
  const joining = `nieuwe.directeur-${id}@vlinderhof.test`;
  const withdrawn = `bedacht-${id}@vlinderhof.test`;
  await startSession(page, ACCOUNTS.bestuur, { school: SEED.vlinderhof, locale: 'en' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/instellingen/gebruikers');
  await expect(page.getByRole('heading', { level: 2, name: 'Members' })).toBeVisible();
  await expect(members(page).getByRole('row')).not.toHaveCount(1);
  await expect(invitations(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // Invite both at once, by keyboard: the addresses, a role, Enter.
  await page.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog', { name: `Invite people to ${SEED.vlinderhof}` });
  const addresses = dialog.getByRole('textbox', { name: /Email addresses/ });
  await expect(addresses).toBeFocused();
  await page.keyboard.type(`${joining}, ${withdrawn}`);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /Role/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: /^Directeur/ }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expectToast(page, '2 invitations sent');
  await expect(dialog).toHaveCount(0);
  for (const email of [joining, withdrawn]) {
    const row = invitations(page).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Directeur');
    await expect(row).toContainText('Henk van den Berg');
    await expect(row).toContainText('Valid until');
  }

  // The mail is a real one, with a text and an HTML part in the inviter's language.
  const mail = await receivedMail(joining);
  expect(mail.subject).toBe(`You have been invited to ${SEED.vlinderhof} in Koers`);
  expect(mail.text).toContain(
    `Henk van den Berg has invited you to ${SEED.vlinderhof} in Koers, as Directeur.`,
  );
  expect(mail.html).toContain('Accept the invitation');
  const joinPath = acceptLink(mail);

  // Send the second one again: a second mail with the same link.
  const first = acceptLink(await receivedMail(withdrawn));
  await rowAction(page, `Actions for the invitation to ${withdrawn}`, 'Send again');
  await expectToast(page, `Invitation sent again to ${withdrawn}`);
  expect(acceptLink(await receivedMail(withdrawn, 2))).toBe(first);

  // Withdraw it after a confirmation that names the address: its link stops working.
  await rowAction(page, `Actions for the invitation to ${withdrawn}`, 'Withdraw');
  const confirm = page.getByRole('dialog', { name: 'Withdraw invitation' });
  await expect(confirm).toContainText(`Withdraw the invitation to ${withdrawn}?`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Withdraw invitation' }).click();
  await expect(invitations(page).getByRole('row').filter({ hasText: withdrawn })).toHaveCount(0);
  // Its row and menu are gone: the focus goes to the next thing to do.
  await expect(page.getByRole('button', { name: 'Invite people' })).toBeFocused();
  await expectToast(page, `Invitation to ${withdrawn} withdrawn`);

  // The colleague follows the link from the mail and makes an account.
  const invitee = await browser.newPage();
  await invitee.goto(first);
  await expect(invitee.getByRole('alert')).toContainText('This invitation does not exist');
  await invitee.goto(joinPath);
  await invitee.getByLabel('First name').fill('Yara');
  await invitee.getByLabel('Last name').fill(`Nieuw ${id}`);
  await invitee.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await invitee.getByLabel('Repeat the password').fill(DEMO_PASSWORD);
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expectShell(invitee);
  await invitee.close();

  // Back on the tab: a member now, no longer an open invitation.
  await page.reload();
  const member = members(page).getByRole('row').filter({ hasText: joining });
  await expect(member).toContainText('Directeur');
  await expect(invitations(page).getByRole('row').filter({ hasText: joining })).toHaveCount(0);

  // Another role.
  const name = `Yara Nieuw ${id}`;
  await rowAction(page, `Actions for ${name}`, 'Change role');
  const roleDialog = page.getByRole('dialog', { name: `Change the role of ${name}` });
  await expect(roleDialog.getByRole('button', { name: /Directeur/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: /^Medewerker/ }).click();
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expectToast(page, `${name} is now Medewerker`);
  await expect(member).toContainText('Medewerker');

  // Removed, after a confirmation that names the member and the school.
  await rowAction(page, `Actions for ${name}`, `Remove from ${SEED.vlinderhof}`);
  const remove = page.getByRole('dialog', { name: 'Remove member' });
  await expect(remove).toContainText(`Remove ${name} from ${SEED.vlinderhof}?`);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, `${name} removed from ${SEED.vlinderhof}`);
  await expect(member).toHaveCount(0);

  // The same tab on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Invite people' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the last admin of a board is not removed: the reason is shown, in Dutch, on a phone', async ({
  page,
}) => {
  test.slow();
  const id = unique();
  const boardName = `Stichting Eén Beheerder ${id}`;
  const only = `enige.beheerder-${id}@bestuur.test`;
  const { access_token: admin } = await apiLogin(page.request, ACCOUNTS.admin);
  const headers = { authorization: `Bearer ${admin}`, accept: 'application/json' };
  const board = await page.request.post('/api/admin/organisations', {
    headers,
    data: { name: boardName },
  });
  expect(board.status()).toBe(201);
  const boardId = ((await board.json()) as { data: { id: number } }).data.id;
  const roles = (await (await page.request.get('/api/roles', { headers })).json()) as {
    data: { id: number; name: string; rank: number }[];
  };
  const bestuurder = roles.data.find((role) => role.rank >= 15)!;
  const invited = await page.request.post(`/api/organisations/${boardId}/invites/batch`, {
    headers: { ...headers, 'accept-language': 'nl' },
    data: { emails: [only], role_id: bestuurder.id },
  });
  expect(invited.status()).toBe(201);
  const mail = await receivedMail(only);
  expect(mail.subject).toBe(`Je bent uitgenodigd voor ${boardName} in Koers`);
  const accept = await page.request.post(
    `/api/invites/${/uitnodigingen\/([\w-]+)\//.exec(acceptLink(mail))![1]}/accept`,
    {
      headers: { accept: 'application/json' },
      data: {
        first_name: 'Enige',
        last_name: 'Beheerder',
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
      },
    },
  );
  expect(accept.status()).toBe(200);

  // The super admin opens the board's users and tries to remove its only admin.
  await startSession(page, ACCOUNTS.admin, { locale: 'nl' });
  await page.evaluate((boardId) => {
    localStorage.setItem('context', JSON.stringify({ id: boardId, contextType: 'organisation' }));
    localStorage.setItem('contextType', 'organisation');
  }, boardId);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/instellingen/gebruikers');
  const row = members(page).getByRole('row').filter({ hasText: only });
  await expect(row).toContainText(bestuurder.name);
  await expectNoAxeViolations(page);

  await rowAction(page, 'Acties voor Enige Beheerder', `Verwijderen uit ${boardName}`);
  const remove = page.getByRole('dialog', { name: 'Lid verwijderen' });
  await expect(remove).toContainText(`Enige Beheerder verwijderen uit ${boardName}?`);
  await remove.getByRole('button', { name: 'Verwijderen' }).click();
  const reason = `Enige Beheerder is de laatste beheerder van ${boardName}. Maak eerst iemand anders beheerder.`;
  const summary = remove.getByRole('alert').filter({ hasText: 'Er is een probleem' });
  await expect(summary).toContainText(reason);
  await expect(summary.getByRole('heading')).toBeFocused();
  await expectNoAxeViolations(page);
  await remove.getByRole('button', { name: 'Annuleren' }).click();
  await expect(row).toBeVisible();

  // Nor demoted.
  await rowAction(page, 'Acties voor Enige Beheerder', 'Rol wijzigen');
  const roleDialog = page.getByRole('dialog', { name: 'Rol van Enige Beheerder wijzigen' });
  await expect(roleDialog.getByRole('button', { name: new RegExp(bestuurder.name) })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: /^Medewerker/ }).click();
  await roleDialog.getByRole('button', { name: 'Rol opslaan' }).click();
  await expect(roleDialog.getByRole('alert')).toContainText(reason);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(row).toContainText(bestuurder.name);
});
