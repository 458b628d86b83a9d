#!/usr/bin/env node
// Takes the README's screenshot (docs/screenshot.png): a director reading the school's plan,
// from a running Koers on the demo seed. Usage: node e2e/screenshot.mjs [baseURL]
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'nl-NL' });
await page.goto(`${base}/authenticatie/inloggen`);
await page.evaluate(() => localStorage.setItem('locale', 'nl'));
await page.reload();
await page.getByLabel(/e-mail/i).fill('directeur@koers.test');
await page
  .getByLabel(/wachtwoord/i, { exact: false })
  .first()
  .fill('welkom-bij-koers');
await page.keyboard.press('Enter');
await page.waitForURL(/jaarkalender|document/);
// The plan of the current school year (which starts on 1 August), as the year dropdown shows.
const now = new Date();
const start = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
await page.getByRole('link', { name: `Jaarplan ${start}-${start + 1}` }).click();
await page.waitForURL(/document/);
await page.getByRole('heading', { level: 1 }).first().waitFor();
await page.waitForTimeout(500);
await page.screenshot({ path: new URL('../docs/screenshot.png', import.meta.url).pathname });
await browser.close();
console.log('docs/screenshot.png written');
