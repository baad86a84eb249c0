/**
 * The canonical IANA name of a time zone ("europe/paris" → "Europe/Paris"), or null when the
 * runtime does not know it. Intl is the one source of truth, in the browser and on the server.
 */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  // Intl also accepts offsets such as "+01:00"; a member's page names a zone.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(trimmed)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
