import { describe, expect, it } from 'vitest';
import { withoutName } from './name-copies.repository.ts';

describe('a name taken out of a stored document (issue 40 §4)', () => {
  it('replaces whole words in string values only, as written and as HTML wrote it', () => {
    const mail = {
      subject: 'Ava & Co funded "Design"',
      html: '<p>Ava &amp; Co funded it; Avalon did not.</p>',
      'Ava & Co': 'a key stays',
      list: ['Ava & Co', 3, null],
    };
    expect(withoutName(mail, ['Ava & Co'])).toEqual({
      subject: 'Deleted member funded "Design"',
      html: '<p>Deleted member funded it; Avalon did not.</p>',
      'Ava & Co': 'a key stays',
      list: ['Deleted member', 3, null],
    });
  });
});
