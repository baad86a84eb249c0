/**
 * Whether `value` is a full https URL with a host and no credentials (DESIGN.md §7: user URLs are
 * checked by parsing, never by substring). The rule of bounty submissions and contract deliveries.
 */
export function isPlainHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}
