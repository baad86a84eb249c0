/**
 * The text of the recovery codes' download (issue 21 §4): what they are for and how to keep them,
 * then the codes, one a line, as the server formatted them.
 */
export function recoveryCodesFileText(
  codes: readonly string[],
  where: { siteName: string; origin: string; createdAt: Date },
): string {
  return [
    `Recovery codes for your account on ${where.siteName} (${where.origin})`,
    `Created ${where.createdAt.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once, on any device, when your passkey is not at hand.',
    'Keep them somewhere safe, such as a password manager: anyone who has one can sign in as you.',
    'Making new codes on the account page stops these from working.',
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`),
    '',
  ].join('\n');
}

export function recoveryCodesFileName(createdAt: Date): string {
  return `recovery-codes-${createdAt.toISOString().slice(0, 10)}.txt`;
}
