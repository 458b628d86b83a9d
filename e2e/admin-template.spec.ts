import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiGet, expectNoAxeViolations, startSession } from './fixtures';

interface Block {
  uid: string;
  type: string;
  level: number | null;
  content: unknown;
}

interface TemplateData {
  id: number;
  name: string;
  version: number;
  blocks: Block[];
}

const TEMPLATE_ID = 2;
const surface = (page: Page) => page.getByRole('textbox', { name: 'Tekst van het document' });

// The journey's own sentence: other journeys read the template's heading, never this.
const SENTENCE = `Elke school beschrijft hier haar visie (${Date.now().toString(36)}).`;

test('a super admin edits the Koers template from the admin sidebar and it is saved', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const { tokens } = await startSession(page, ACCOUNTS.admin, { locale: 'nl' });
  const token = tokens.access_token;
  const before = await apiGet<TemplateData>(page.request, token, `/api/documents/${TEMPLATE_ID}`);

  try {
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Adminmenu' })
      .getByRole('link', { name: 'Koers template' })
      .click();
    await expect(page).toHaveURL(`/document/${TEMPLATE_ID}?from=admin`);
    await expect(page.getByRole('heading', { level: 1, name: before.name })).toBeVisible();

    // Edit mode: the editor, in the admin layout, without a school or board chosen.
    const toggle = page.getByRole('switch', { name: 'Bewerkmodus' });
    // The switch's input is visually hidden: press its label as a user does.
    await page.locator('label', { hasText: 'Bewerkmodus' }).click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('Je zit momenteel in bewerkmodus')).toBeVisible();
    await expect(surface(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Adminmenu' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Write a paragraph at the end; it is saved.
    await surface(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(SENTENCE);
    await expect(page.getByText('Alle wijzigingen opgeslagen')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);

    // On a phone the header's "Meer" menu holds the toggle: back to read mode, which shows it.
    await page.getByRole('banner').getByRole('button', { name: 'Meer' }).click();
    const edit = page.getByRole('menu').getByRole('menuitemcheckbox', { name: 'Bewerkmodus' });
    await expect(edit).toHaveAttribute('aria-checked', 'true');
    await edit.click();
    await expect(surface(page)).toBeHidden();
    await expect(page.getByRole('article').getByText(SENTENCE)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The server has it, and so does the template after a reload.
    const after = await apiGet<TemplateData>(page.request, token, `/api/documents/${TEMPLATE_ID}`);
    expect(after.version).toBeGreaterThan(before.version);
    expect(JSON.stringify(after.blocks)).toContain(SENTENCE);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Adminmenu' })).toBeVisible();
    await expect(page.getByRole('article').getByText(SENTENCE)).toBeVisible();
  } finally {
    // Give the template back as it was, for everyone else.
    const now = await apiGet<TemplateData>(page.request, token, `/api/documents/${TEMPLATE_ID}`);
    const restored = await page.request.put(`/api/documents/${TEMPLATE_ID}/blocks`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      data: {
        version: now.version,
        blocks: before.blocks.map(({ uid, type, level, content }) => ({
          uid,
          type,
          level,
          content,
        })),
      },
    });
    expect(restored.status()).toBe(200);
  }
});
