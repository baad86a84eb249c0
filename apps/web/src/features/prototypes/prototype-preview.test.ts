import { describe, expect, it } from 'vitest';
import { countLabel, previewOf, splitTechnologies } from './prototype-preview';

describe('previewOf', () => {
  it('keeps a description of up to 120 characters whole', () => {
    const text = 'x'.repeat(120);
    expect(previewOf(text)).toBe(text);
  });

  it('cuts a longer one at 120 characters and marks the cut', () => {
    expect(previewOf('y'.repeat(121))).toBe(`${'y'.repeat(120)}…`);
  });

  it('folds line breaks and repeated spaces', () => {
    expect(previewOf('  two\n\nlines   here ')).toBe('two lines here');
  });
});

describe('splitTechnologies', () => {
  it('shows the first three and hides the rest behind +N', () => {
    expect(splitTechnologies(['React', 'Vue.js', 'Angular', 'Redis', 'AWS'])).toEqual({
      shown: ['React', 'Vue.js', 'Angular'],
      hidden: ['Redis', 'AWS'],
    });
  });

  it('hides nothing when there are three or fewer', () => {
    expect(splitTechnologies(['React'])).toEqual({ shown: ['React'], hidden: [] });
  });
});

describe('countLabel', () => {
  it('speaks in the singular for one', () => {
    expect(countLabel(1, 'like')).toBe('1 like');
    expect(countLabel(1200, 'view')).toBe('1,200 views');
  });
});
