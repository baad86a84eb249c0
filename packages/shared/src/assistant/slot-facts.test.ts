import { describe, expect, it } from 'vitest';
import { PROJECT_SLOTS } from '../jobs/project-slots.ts';
import { ProjectFactsSchema } from './assistant.schemas.ts';
import { forgetSlot, SLOT_FACTS } from './slot-facts.ts';

describe('the facts of each slot', () => {
  it('covers the ten slots and every fact', () => {
    expect(Object.keys(SLOT_FACTS)).toEqual(PROJECT_SLOTS.map((slot) => slot.key));
    expect(Object.values(SLOT_FACTS).flat().sort()).toEqual(Object.keys(ProjectFactsSchema.shape).sort());
  });

  it('forgets one slot and keeps the others', () => {
    expect(
      forgetSlot({ title: 'PawPal', budgetMin: 5000, budgetMax: 8000, currency: 'USD', budgetText: 'x' }, 'budget'),
    ).toEqual({ title: 'PawPal' });
  });
});
