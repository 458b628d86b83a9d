/** SPEC §9: icons may be JPEG or PNG images. */
export const ICON_ACCEPT: readonly string[] = ['image/jpeg', 'image/png'];

/**
 * Whether a file matches an accept list as the HTML `accept` attribute reads it: MIME types
 * (`image/png`), wildcards (`image/*`) and extensions (`.pdf`), case-insensitive. An empty list
 * accepts everything (SPEC §9: the general list of accepted types is empty).
 */
export function isAcceptedFile(
  file: Pick<File, 'name' | 'type'>,
  accept: readonly string[],
): boolean {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
