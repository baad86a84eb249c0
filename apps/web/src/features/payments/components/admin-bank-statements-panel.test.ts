import { describe, expect, it } from 'vitest';
import { importSummary } from './admin-bank-statements-panel';

describe('importSummary', () => {
  it('says how many entries were read, new and already known', () => {
    expect(importSummary({ read: 5, added: 3, alreadyImported: 2 })).toBe('Read 5 entries: 3 new, 2 already imported.');
    expect(importSummary({ read: 1, added: 0, alreadyImported: 1 })).toBe('Read 1 entry: 0 new, 1 already imported.');
    expect(importSummary({ read: 2, added: 2, alreadyImported: 0, matched: [{}] })).toBe(
      'Read 2 entries: 2 new, 0 already imported. 1 funded its milestone.',
    );
  });
});
