import { CONTEXTUAL_RATING_LABELS, sentimentOf, WIDGET_RATING_LABELS } from '@app/shared/feedback/feedback.constants';
import { describe, expect, it } from 'vitest';
import { chosenLabelClass, starName } from './star-rating';

describe('star rating labels', () => {
  it('names the widget stars Very Poor to Excellent', () => {
    expect(WIDGET_RATING_LABELS.map((label, index) => starName(index + 1, label))).toEqual([
      '1 star, Very Poor',
      '2 stars, Poor',
      '3 stars, Average',
      '4 stars, Good',
      '5 stars, Excellent',
    ]);
  });

  it('names the contextual form’s middle star Neutral', () => {
    expect(starName(3, CONTEXTUAL_RATING_LABELS[2])).toBe('3 stars, Neutral');
  });

  it('colours the chosen label positive at 4+, neutral at 3, negative below', () => {
    expect([1, 2, 3, 4, 5].map((rating) => chosenLabelClass(rating, sentimentOf))).toEqual([
      'text-red-700',
      'text-red-700',
      'text-amber-700',
      'text-emerald-700',
      'text-emerald-700',
    ]);
    expect(chosenLabelClass(2)).toBe('text-slate-700');
  });
});
