/**
 * Formats a byte count as "12 kB" / "1,2 MB".
 * (Its own module: the editor chunk needs it without DocumentBlocks.)
 */
export function formatFileSize(bytes: number, locale = 'nl'): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
