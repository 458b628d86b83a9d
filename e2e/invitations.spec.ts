import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ACCOUNTS,
  apiGet,
  apiLogin,
  currentUser,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  expectShell,
  latestMail,
  linkInMail,
  SEED,
  startSession,
} from './fixtures';

// An invitation for an email that already has an account is accepted only by that account,
// logged in (docs/decisions, invitations for existing accounts). Each journey makes an account
// of its own first (through an invitation, as a new colleague would), so the demo accounts the
// other journeys rely on keep their memberships.

interface Board {
  token: string;
  /** The board's schools by name. */
  schools: Map<string, number>;
  /** The role with the lowest rank (a plain member). */
  memberRole: number;
}

async function board(request: APIRequestContext): Promise<Board> {
  const { access_token: token } = await apiLogin(request, ACCOUNTS.bestuur);
  const user = await currentUser(request, token);
  const rivierenland = user.organisations.find((o) => o.name === SEED.rivierenland);
  if (!rivierenland) throw new Error(`${ACCOUNTS.bestuur} is not in ${SEED.rivierenland}`);
  const organisation = await apiGet<{ schools: { id: number; name: string }[] }>(
    request,
    token,
    `/api/organisations/${rivierenland.id}`,
  );
  const roles = await apiGet<{ id: number; rank: number }[]>(request, token, '/api/roles');
  return {
    token,
    schools: new Map(organisation.schools.map((s) => [s.name, s.id])),
    memberRole: [...roles].sort((a, b) => a.rank - b.rank)[0]!.id,
  };
}

/** Invites `email` into a school of the board and returns the path of the mailed link. */
async function invite(request: APIRequestContext, by: Board, email: string, school: string) {
  const response = await request.post(`/api/schools/${by.schools.get(school)}/invites`, {
    data: { email, role_id: by.memberRole },
    headers: { authorization: `Bearer ${by.token}`, accept: 'application/json' },
  });
  expect(response.status(), `invite ${email} into ${school}`).toBe(201);
  // The newest mail to this address: each invitation is mailed before the answer above.
  return linkInMail(await latestMail(email));
}

/** An account of its own for one journey, a member of De Regenboog (made from an invitation). */
async function newAccount(request: APIRequestContext, by: Board): Promise<string> {
  const email = `bestaand-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@koers.test`;
  const path = await invite(request, by, email, SEED.regenboog);
  const id = /\/uitnodigingen\/([\w-]+)\/accepteren/.exec(path)?.[1];
  const accepted = await request.post(`/api/invites/${id}/accept`, {
    data: {
      first_name: 'Eva',
      last_name: 'Bestaand',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    },
    headers: { accept: 'application/json' },
  });
  expect(accepted.status()).toBe(200);
  return email;
}

async function schoolsOf(request: APIRequestContext, email: string): Promise<string[]> {
  const { access_token } = await apiLogin(request, email);
  return (await currentUser(request, access_token)).schools.map((s) => s.name).sort();
}

test('an existing account logs in on the invitation page, and the invitation is then accepted', async ({
  page,
}) => {
  const by = await board(page.request);
  const email = await newAccount(page.request, by);
  const path = await invite(page.request, by, email, SEED.vlinderhof);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Accept invitation' })).toBeVisible();
  await expect(
    page.getByText(
      `There is already a Koers account for ${email}. Log in with it to accept the invitation.`,
    ),
  ).toBeVisible();
  // Only the invited account can accept: its address is given, not asked.
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Opening the link added nothing yet.
  expect(await schoolsOf(page.request, email)).toEqual([SEED.regenboog]);

  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in and accept' }).click();
  // Logged in and a member now, the app opens the school of the invitation.
  await expectShell(page);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toContainText(SEED.vlinderhof);
  expect(await schoolsOf(page.request, email)).toEqual([SEED.regenboog, SEED.vlinderhof].sort());

  // The link is used up.
  await page.goto(path);
  await expect(page.getByRole('alert')).toContainText('This invitation does not exist');
});

test('another logged-in account is refused, logs out, and the invited account accepts', async ({
  page,
}) => {
  const by = await board(page.request);
  const email = await newAccount(page.request, by);
  const path = await invite(page.request, by, email, SEED.kompas);

  // A colleague opens the forwarded link while logged in as themselves.
  await startSession(page, ACCOUNTS.leraar);
  await page.goto(path);
  const refusal = page.getByRole('alert');
  await expect(refusal).toHaveText(
    `This invitation was sent to ${email}, but you are logged in as ${ACCOUNTS.leraar}. Log out, and log in as ${email} to accept it.`,
  );
  await expect(page.getByRole('button', { name: /accept/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The API refuses it too, with a code the app can act on.
  const { access_token } = await apiLogin(page.request, ACCOUNTS.leraar);
  const id = /\/uitnodigingen\/([\w-]+)\/accepteren/.exec(path)?.[1];
  const direct = await page.request.post(`/api/invites/${id}/accept`, {
    data: {},
    headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
  });
  expect(direct.status()).toBe(403);
  expect((await direct.json()).error).toBe('wrong_account');
  expect(await schoolsOf(page.request, email)).toEqual([SEED.regenboog]);

  // Logged out, the page asks the invited account to log in, and accepts for it.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in and accept' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in and accept' }).click();
  await expectShell(page);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toContainText(SEED.kompas);
  expect(await schoolsOf(page.request, email)).toEqual([SEED.kompas, SEED.regenboog].sort());
});
