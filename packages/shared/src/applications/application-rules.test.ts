import { describe, expect, it } from 'vitest';
import { availableTransitions, checkTransition } from './application-rules.ts';
import { APPLICATION_MESSAGES } from './applications.constants.ts';

describe('application transitions', () => {
  it('lets the owner shortlist, then hire', () => {
    expect(checkTransition('submitted', 'shortlisted', 'owner')).toEqual({ ok: true });
    expect(checkTransition('shortlisted', 'hired', 'owner')).toEqual({ ok: true });
  });

  it('lets the owner decline a submitted or shortlisted application', () => {
    expect(checkTransition('submitted', 'declined', 'owner').ok).toBe(true);
    expect(checkTransition('shortlisted', 'declined', 'owner').ok).toBe(true);
  });

  it('asks for a shortlist before a hire', () => {
    expect(checkTransition('submitted', 'hired', 'owner')).toEqual({
      ok: false,
      status: 409,
      message: 'Shortlist this applicant before hiring them.',
    });
  });

  it('refuses every move out of a final state with the reason', () => {
    for (const from of ['hired', 'declined', 'withdrawn'] as const) {
      for (const to of ['shortlisted', 'hired', 'declined'] as const) {
        const check = checkTransition(from, to, 'owner');
        expect(check.ok).toBe(false);
        if (!check.ok) {
          expect(check.status).toBe(409);
          expect(check.message).toMatch(/\.$/);
        }
      }
    }
  });

  it('says when the application is already in the asked state', () => {
    expect(checkTransition('shortlisted', 'shortlisted', 'owner')).toMatchObject({
      status: 409,
      message: 'This application is already shortlisted.',
    });
  });

  it('keeps withdrawing to the applicant and deciding to the owner', () => {
    expect(checkTransition('submitted', 'withdrawn', 'owner')).toEqual({
      ok: false,
      status: 403,
      message: APPLICATION_MESSAGES.onlyApplicantWithdraws,
    });
    expect(checkTransition('submitted', 'shortlisted', 'applicant')).toEqual({
      ok: false,
      status: 403,
      message: APPLICATION_MESSAGES.onlyOwnerDecides,
    });
  });

  it('lets the applicant withdraw only while undecided', () => {
    expect(checkTransition('submitted', 'withdrawn', 'applicant').ok).toBe(true);
    expect(checkTransition('shortlisted', 'withdrawn', 'applicant').ok).toBe(true);
    expect(checkTransition('hired', 'withdrawn', 'applicant')).toMatchObject({ ok: false, status: 409 });
    expect(checkTransition('declined', 'withdrawn', 'applicant')).toMatchObject({ ok: false, status: 409 });
  });

  it('offers each party only the moves it may make', () => {
    expect(availableTransitions('submitted', 'owner')).toEqual(['shortlisted', 'declined']);
    expect(availableTransitions('shortlisted', 'owner')).toEqual(['hired', 'declined']);
    expect(availableTransitions('hired', 'owner')).toEqual([]);
    expect(availableTransitions('submitted', 'applicant')).toEqual(['withdrawn']);
    expect(availableTransitions('withdrawn', 'applicant')).toEqual([]);
  });
});
