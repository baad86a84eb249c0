import { describe, expect, it } from 'vitest';
import { buildReferral, createSessionId, readReferralParams, resolveDeveloperName } from './referral.ts';

describe('readReferralParams', () => {
  it('reads ref and source from the query', () => {
    expect(readReferralParams('?ref=julian&source=twitter')).toEqual({ ref: 'julian', source: 'twitter' });
  });

  it("defaults source to 'direct'", () => {
    expect(readReferralParams('?ref=lamont')).toEqual({ ref: 'lamont', source: 'direct' });
  });

  it('reads a query inside the hash, for old links', () => {
    expect(readReferralParams('', '#/chat?ref=dantee&source=linkedin')).toEqual({ ref: 'dantee', source: 'linkedin' });
  });

  it('prefers the query over the hash', () => {
    expect(readReferralParams('?ref=julian', '#/?ref=dantee')).toEqual({ ref: 'julian', source: 'direct' });
  });

  it('ignores a missing or blank ref', () => {
    expect(readReferralParams('?source=twitter')).toBeNull();
    expect(readReferralParams('?ref=%20%20')).toBeNull();
  });

  it('bounds very long values', () => {
    expect(readReferralParams(`?ref=${'a'.repeat(500)}`)?.ref).toHaveLength(100);
  });
});

describe('resolveDeveloperName', () => {
  it.each([
    ['lamont_evans', 'Lamont Evans'],
    ['lamont', 'Lamont Evans'],
    ['dantee_fluellen', 'Dantee Fluellen'],
    ['dantee', 'Dantee Fluellen'],
    ['julian_faulkner', 'Julian Faulkner'],
    ['julian', 'Julian Faulkner'],
    ['Julian', 'Julian Faulkner'],
  ])('maps %s to %s', (ref, name) => {
    expect(resolveDeveloperName(ref)).toBe(name);
  });

  it('uses an unknown ref as its own name', () => {
    expect(resolveDeveloperName('someone_new')).toBe('someone_new');
  });
});

describe('createSessionId', () => {
  it('has the form session_<timestamp>_<9 random chars>', () => {
    expect(createSessionId(1700000000000)).toMatch(/^session_1700000000000_[a-z0-9]{9}$/);
  });
});

describe('buildReferral', () => {
  it('records who referred, from where and when', () => {
    const referral = buildReferral(
      { ref: 'julian', source: 'twitter' },
      new Date('2026-11-21T10:00:00Z'),
      'session_1_abc',
    );
    expect(referral).toEqual({
      developerId: 'julian',
      developerName: 'Julian Faulkner',
      source: 'twitter',
      timestamp: '2026-11-21T10:00:00.000Z',
      sessionId: 'session_1_abc',
    });
  });
});
