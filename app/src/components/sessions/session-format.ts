import type { IntlShape } from 'react-intl';
import { sessionMessages as messages } from './messages';

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Chrome (headless)'],
  [/\b(?:Chrome|CriOS)\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * The browser and system of a User-Agent, in a person's words ("Firefox on Windows"), or null
 * when it says neither (a script, or none sent).
 */
export function describeUserAgent(
  userAgent: string | null,
): { browser: string | null; system: string | null } | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return browser || system ? { browser, system } : null;
}

/** "Firefox on Windows", "Firefox", "Windows", or "Unknown browser". */
export function browserLabel(userAgent: string | null, intl: IntlShape): string {
  const described = describeUserAgent(userAgent);
  if (!described) return intl.formatMessage(messages.unknownBrowser);
  const { browser, system } = described;
  if (browser && system) return intl.formatMessage(messages.browserOn, { browser, system });
  return browser ?? system ?? intl.formatMessage(messages.unknownBrowser);
}

/** A moment as a date and time ("26 Nov 2026, 08:15"). */
export const formatMoment = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How long ago, roughly ("5 minutes ago", "2 days ago"; "just now" under a minute). */
export function formatAgo(intl: IntlShape, iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size)
      return intl.formatRelativeTime(-Math.floor(seconds / size), unit, { numeric: 'auto' });
  }
  return intl.formatMessage(messages.justNow);
}
