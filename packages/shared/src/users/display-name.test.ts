import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MESSAGES, DisplayNameSchema } from './users.schemas';

const messageOf = (input: unknown) => {
  const result = DisplayNameSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('a display name (issue 41 §1)', () => {
  it('is trimmed, and 1 to 60 characters long', () => {
    expect(DisplayNameSchema.parse('  Priya Raman ')).toBe('Priya Raman');
    expect(DisplayNameSchema.parse('Q')).toBe('Q');
    expect(messageOf('')).toBe(DISPLAY_NAME_MESSAGES.required);
    expect(messageOf(' \t ')).toBe(DISPLAY_NAME_MESSAGES.required);
    expect(messageOf('a'.repeat(60))).toBeNull();
    expect(messageOf('a'.repeat(61))).toBe(DISPLAY_NAME_MESSAGES.tooLong);
  });

  it('has no control characters, and keeps letters of every script and emoji', () => {
    for (const bad of ['Ava\u0000', 'A\u001bB', 'A\u007fB', 'A\u0085B', 'A\u2028B', 'Ava\r\nStone'])
      expect(messageOf(bad)).toBe(DISPLAY_NAME_MESSAGES.controlCharacters);
    for (const good of ['Zoë Ndiaye', '李小龙', 'Ольга', 'محمد', 'Sam 🚀', "O'Brien-Smith"])
      expect(messageOf(good)).toBeNull();
  });

  it('is never "Deleted member", whatever the case', () => {
    expect(messageOf('Deleted member')).toBe(DISPLAY_NAME_MESSAGES.reserved);
    expect(messageOf('DELETED MEMBER')).toBe(DISPLAY_NAME_MESSAGES.reserved);
    expect(messageOf('Deleted members')).toBeNull();
  });
});
