import { describe, expect, it } from 'vitest';
import {
  matchCountLabel,
  previewOf,
  REASON_SIGNS,
  reasonSign,
  scoreLabel,
  scoreText,
  suggestedDevelopersPath,
} from './match-labels';

describe('how many developers match a job', () => {
  it('says none honestly, one in the singular and more in the plural', () => {
    expect(matchCountLabel(0)).toBe('No developers match this job yet.');
    expect(matchCountLabel(1)).toBe('1 developer matches this job');
    expect(matchCountLabel(5)).toBe('5 developers match this job');
    expect(matchCountLabel(29)).toBe('29 developers match this job');
  });

  it('does not pretend to know the count when the answer was full (the server gives at most 30)', () => {
    expect(matchCountLabel(30)).toBe('30 or more developers match this job');
  });

  it('names the first three and links to the rest on the applicants page', () => {
    expect(previewOf(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
    expect(previewOf(['a'])).toEqual(['a']);
    expect(suggestedDevelopersPath('job 1')).toBe('/my-jobs/job%201#suggested-developers');
  });
});

describe("a reason's sign", () => {
  it('marks a reason that lowered the score with a minus and words, not colour alone', () => {
    expect(reasonSign({ weight: -15 })).toBe('lowers');
    expect(REASON_SIGNS.lowers).toEqual({ marker: '−', spoken: 'Lowers the match' });
  });

  it('counts a positive or zero weight as in favour', () => {
    expect(reasonSign({ weight: 42 })).toBe('raises');
    expect(reasonSign({ weight: 0 })).toBe('raises');
    expect(REASON_SIGNS.raises.marker).toBe('+');
  });
});

describe('the score', () => {
  it('reads short on screen and in full to assistive technology', () => {
    expect(scoreText(92)).toBe('92 match');
    expect(scoreLabel(92)).toBe('Match score 92 out of 100');
  });
});
