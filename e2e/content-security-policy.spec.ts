import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  ACCOUNTS,
  createSchoolPlan,
  logInWithForm,
  paths,
  SEED,
  startSession,
  type Tokens,
} from './fixtures';

// The page's Content-Security-Policy allows no inline styles: a <style> element applies only with
// the nonce of its response, a style attribute in markup never. Every screen must work under it,
// the print view (Paged.js adds <style> elements) and the editor included, without a violation.

/**
 * Collects every CSP violation of the page from now on: the `securitypolicyviolation` events of
 * each document it loads, and Chromium's console errors about the policy.
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('koersCspViolation', (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { koersCspViolation(report: string): void })
          .koersCspViolation;
        report(
          `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
            ` (${event.sample || 'no sample'})`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return violations;
}

/**
 * Every <style> element of the page applies: an element the policy refused has no sheet. With
 * `present`, these (a selector each) must be among them.
 */
async function expectStylesApplied(page: Page, present: string[] = []) {
  const styles = await page.evaluate(
    (selectors) => ({
      refused: Array.from(document.querySelectorAll('style'))
        .filter((style) => !style.sheet)
        .map((style) => style.outerHTML.slice(0, 120)),
      missing: selectors.filter((selector) => !document.querySelector(selector)?.matches('style')),
    }),
    present,
  );
  expect(styles, page.url()).toEqual({ refused: [], missing: [] });
}

/** The page's CSP as sent with the document, and its style nonce. */
async function pagePolicy(page: Page, path: string) {
  const response = await page.goto(path);
  const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
  const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1] ?? '';
  return { styleSrc, nonce: /'nonce-([^']+)'/.exec(styleSrc)?.[1] };
}

/** A plan of this journey's own: a chapter with a paragraph and a table. */
async function createPlan(page: Page, tokens: Tokens, schoolId: number) {
  const name = `CSP-plan ${randomUUID().slice(0, 8)}`;
  const doc = await createSchoolPlan(page.request, tokens.access_token, schoolId, name);
  const [heading, body] = [randomUUID(), randomUUID()];
  const saved = await page.request.post(`/api/documents/${doc.id}/changes`, {
    headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
    data: {
      base_version: doc.version,
      changes: [
        { op: 'upsert', uid: heading, after: null, block: { type: 'h1', content: 'Doelen' } },
        {
          op: 'upsert',
          uid: body,
          after: heading,
          block: {
            type: 'body',
            content:
              '<p>Wij geven goed onderwijs.</p>' +
              '<table><thead><tr><th>Actie</th><th>Wie</th></tr></thead>' +
              '<tbody><tr><td>Lezen</td><td>Team</td></tr></tbody></table>',
          },
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id: doc.id, name };
}

test('every main screen, the editor and the print view work without inline styles: no CSP violation', async ({
  page,
}) => {
  test.slow();
  const violations = await collectViolations(page);

  // The app page: its own nonce in style-src, no 'unsafe-inline'; the login page works under it.
  const first = await pagePolicy(page, '/');
  expect(first.styleSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]+={0,2}'$/);
  await expect(page).toHaveURL(/\/authenticatie\/inloggen/);
  await expect(page.getByRole('button', { name: /log in|inloggen/i })).toBeVisible();
  // react-aria's rule for pressable elements, inserted with the page's nonce.
  await expectStylesApplied(page, ['style#react-aria-pressable-style']);
  // The login form itself (react-aria fields, its pending button).
  await logInWithForm(page, ACCOUNTS.leraar);
  await expect(page).not.toHaveURL(/\/authenticatie\/inloggen/);
  await expectStylesApplied(page);

  // Another response, another nonce.
  const second = await pagePolicy(page, paths.login);
  expect(second.nonce).toBeDefined();
  expect(second.nonce).not.toBe(first.nonce);

  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'en',
  });
  const plan = await createPlan(page, tokens, context!.id);

  // The reading screens.
  for (const [path, heading] of [
    [paths.calendar, 'Yearly calendar'],
    [paths.contacts, 'Social map'],
    [paths.manuals, 'Manuals'],
    [paths.links, 'Linked applications'],
    ['/account', 'My account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectStylesApplied(page);
  }
  // A settings list, and a dialog with date fields over it.
  await page.goto('/instellingen/schooljaren');
  await expect(page.getByRole('table', { name: 'School years' })).toBeVisible();
  await page.getByRole('button', { name: 'New school year' }).click();
  const yearDialog = page.getByRole('dialog', { name: 'New school year' });
  await expect(yearDialog.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await expectStylesApplied(page);
  await page.keyboard.press('Escape');
  await expect(yearDialog).toHaveCount(0);

  // The document, then in edit mode with the editor, a table in it and the link dialog.
  await page.goto(paths.document(plan.id));
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Lezen' })).toBeVisible();
  await expectStylesApplied(page);
  const editMode = page.getByRole('banner').getByRole('switch', { name: 'Edit mode' });
  await editMode.focus();
  await page.keyboard.press('Space');
  await expect(editMode).toBeChecked();
  const surface = page.getByRole('textbox', { name: 'Text of the document' });
  await expect(surface).toBeVisible();
  await expect(surface.getByRole('table')).toBeVisible();
  await surface.getByText('Wij geven goed onderwijs.', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Elke dag.');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('Control+k');
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await expect(linkDialog).toBeVisible();
  await expectStylesApplied(page);
  await page.keyboard.press('Escape');
  await expect(linkDialog).toHaveCount(0);

  // The document's history (its changes, marked in the text).
  await page.goto(`${paths.document(plan.id)}/geschiedenis`);
  await expect(
    page.getByRole('heading', { level: 1, name: `History of ${plan.name}` }),
  ).toBeVisible();
  await expectStylesApplied(page);

  // The print view: Paged.js's rules and the view's own, each a <style> with the nonce.
  await page.goto(`${paths.document(plan.id)}/afdrukken`);
  // Paged.js says when it has laid out every page; a refused <style> stops it, so a violation
  // ends the wait too (and fails at once, naming it).
  const ready = page.locator('[data-print-ready="true"]');
  await expect
    .poll(async () => violations.length > 0 || (await ready.count()) > 0, { timeout: 60_000 })
    .toBe(true);
  expect(violations).toEqual([]);
  await expect(page.locator('.pagedjs_page').first()).toBeVisible();
  await expectStylesApplied(page, [
    'style[data-pagedjs-inserted-styles]',
    'style[data-href="koers-print-view"]',
  ]);
  // Paged.js's page boxes are laid out by its own rules: an A4 sheet, not the text's width.
  const sheet = await page.locator('.pagedjs_page').first().boundingBox();
  expect(sheet!.width).toBeCloseTo(793.7, 0);
  expect(sheet!.height).toBeCloseTo(1122.5, 0);
  await page.getByRole('link', { name: 'Back to the document' }).click();
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
  await expect(page.locator('style[data-pagedjs-inserted-styles]')).toHaveCount(0);

  // The admin environment (a super admin).
  await startSession(page, ACCOUNTS.admin, { locale: 'en' });
  await page.goto(paths.adminOrganisations);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectStylesApplied(page);

  expect(violations).toEqual([]);
});

test('a <style> element or a style attribute that reaches a page does not apply', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'en',
  });
  const plan = await createPlan(page, tokens, context!.id);
  await page.goto(paths.document(plan.id));
  const paragraph = page.getByText('Wij geven goed onderwijs.', { exact: true });
  await expect(paragraph).toBeVisible();
  const colour = await paragraph.evaluate((element) => getComputedStyle(element).color);
  const background = await page
    .getByRole('main')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(violations).toEqual([]);

  // Markup past every sanitizer, as an XSS of the reader would put it in the page.
  await paragraph.evaluate((element) =>
    element.insertAdjacentHTML(
      'afterend',
      '<p id="raw-attribute" style="color: rgb(255, 0, 0)">Raw text</p>' +
        '<style id="raw-element">main p { color: rgb(255, 0, 0) !important; } main { background-color: rgb(255, 0, 0) !important; }</style>',
    ),
  );
  // Both refusals reported (the console's messages may come before the events).
  await expect.poll(() => violations.join('\n')).toMatch(/style-src-attr blocked inline/);
  await expect.poll(() => violations.join('\n')).toMatch(/style-src-elem blocked inline/);
  const raw = page.locator('#raw-attribute');
  await expect(raw).toBeVisible();
  expect(await raw.evaluate((element) => getComputedStyle(element).color)).toBe(colour);
  expect(await paragraph.evaluate((element) => getComputedStyle(element).color)).toBe(colour);
  expect(
    await page.getByRole('main').evaluate((element) => getComputedStyle(element).backgroundColor),
  ).toBe(background);
  expect(
    await page.locator('#raw-element').evaluate((style: HTMLStyleElement) => style.sheet),
  ).toBe(null);
});
