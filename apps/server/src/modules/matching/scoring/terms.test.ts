import { describe, expect, it } from 'vitest';
import type { DeveloperFacts, JobFacts } from '../facts/match-facts.types.ts';
import { missingFor, scoreMatch } from './score-match.ts';
import {
  availabilityTerm,
  categoryTerm,
  type DeveloperRecord,
  domainTerm,
  languagesTerm,
  type MatchInput,
  rateTerm,
  ratingTerm,
  skillTerms,
  timeZoneTerm,
  trackRecordTerm,
  WEIGHTS,
} from './terms.ts';

const job = (facts: Partial<JobFacts> = {}): JobFacts => ({
  v: 1,
  skills: ['React', 'Node.js', 'PostgreSQL', 'AWS'],
  mentioned: [],
  category: 'Web Development',
  domains: ['healthcare'],
  budgetMin: 9000,
  budgetMax: 9000,
  currency: 'USD',
  timelineWeeks: 8.7,
  languages: [],
  zone: null,
  ...facts,
});
const developer = (facts: Partial<DeveloperFacts> = {}): DeveloperFacts => ({
  v: 1,
  skills: ['React', 'Node.js', 'PostgreSQL'],
  rateMin: 60,
  rateMax: 80,
  currency: 'USD',
  utcOffset: null,
  languages: [],
  domains: [],
  ...facts,
});
const record = (fields: Partial<DeveloperRecord> = {}): DeveloperRecord => ({
  availability: 'Available',
  rating: null,
  ratingCount: 0,
  ratingClients: 0,
  clientRating: null,
  completedProjects: 0,
  completedCategories: {},
  ...fields,
});
const input = (
  parts: { job?: Partial<JobFacts>; developer?: Partial<DeveloperFacts>; record?: Partial<DeveloperRecord> } = {},
): MatchInput => ({
  job: job(parts.job),
  developer: developer(parts.developer),
  record: record(parts.record),
});

describe('the scoring terms, each with its one reason', () => {
  it('skills weigh most: the share of the job’s technologies known, related ones at half', () => {
    expect(skillTerms(input(), 'client')).toEqual([
      { kind: 'skills', points: 45, text: "Knows React, Node.js and PostgreSQL (3 of the job's 4 technologies)" },
    ]);
    expect(skillTerms(input({ developer: { skills: ['Vue.js', 'Node.js', 'MySQL'] } }), 'developer')).toEqual([
      { kind: 'skills', points: 15, text: "You know Node.js (1 of the job's 4 technologies)" },
      { kind: 'related-skills', points: 15, text: "Your Vue.js and MySQL are close to the job's React and PostgreSQL" },
    ]);
    expect(skillTerms(input({ job: { skills: [] } }), 'client')).toEqual([]);
    expect(skillTerms(input({ developer: { skills: ['Flutter'] } }), 'client')).toEqual([]);
  });

  it('the rate against what the budget pays over the timeline: fits, stretches, or far above lowers the score', () => {
    expect(rateTerm(input(), 'client')).toEqual({
      kind: 'rate',
      points: WEIGHTS.rateFits,
      text: 'Rate $60-80/h fits the $9,000 budget for 2 months',
    });
    expect(rateTerm(input({ developer: { rateMin: 130, rateMax: 130 } }), 'developer')?.text).toBe(
      "Your rate $130/h stretches the job's $9,000 budget for 2 months",
    );
    expect(
      rateTerm(
        input({ developer: { rateMin: 150, rateMax: 150 }, job: { budgetMin: 3000, budgetMax: 3000 } }),
        'client',
      ),
    ).toEqual({
      kind: 'rate',
      points: WEIGHTS.rateFarAbove,
      text: 'Rate $150/h is far above the $3,000 budget for 2 months',
    });
    // Unknown on either side, or two currencies: no claim either way.
    expect(rateTerm(input({ job: { budgetMax: null, budgetMin: null } }), 'client')).toBeNull();
    expect(rateTerm(input({ developer: { rateMin: null } }), 'client')).toBeNull();
    expect(rateTerm(input({ developer: { currency: 'EUR' } }), 'client')).toBeNull();
    // A range budget and no timeline: compared with eight weeks, said without a duration.
    expect(
      rateTerm(
        input({
          job: { budgetMin: 5000, budgetMax: 7000, timelineWeeks: null, currency: null },
          developer: { currency: null, rateMin: 50, rateMax: 50 },
        }),
        'client',
      )?.text,
    ).toBe('Rate 50/h fits the 5,000-7,000 budget');
  });

  it('availability: available now adds, busy lowers a little, unavailable a lot', () => {
    expect(availabilityTerm(input(), 'client')).toMatchObject({ points: WEIGHTS.available, text: 'Available now' });
    expect(availabilityTerm(input({ record: { availability: 'Busy' } }), 'client')).toMatchObject({
      points: WEIGHTS.busy,
      text: 'Busy at the moment',
    });
    expect(availabilityTerm(input({ record: { availability: 'Unavailable' } }), 'developer')).toMatchObject({
      points: WEIGHTS.unavailable,
      text: "You're marked unavailable",
    });
  });

  it('the rating is a Bayesian average over clients: trusted as it rests on more of them; a low one lowers', () => {
    const rated = (rating: number, reviews: number, clients = reviews) =>
      record({ rating, ratingCount: reviews, ratingClients: clients, clientRating: rating });
    expect(ratingTerm({ ...input(), record: rated(4.8, 6) }, 'client')).toEqual({
      kind: 'rating',
      points: 2.8,
      text: '4.8 from 6 client reviews',
    });
    expect(ratingTerm({ ...input(), record: rated(5, 1) }, 'client')?.points).toBe(1);
    expect(ratingTerm({ ...input(), record: rated(2, 3) }, 'client')?.points).toBe(-2.2);
    expect(ratingTerm(input(), 'client')).toBeNull();
    // Ten reviews from one client count as that one client (issue 40 §3); from ten clients, as ten.
    expect(ratingTerm({ ...input(), record: rated(5, 10, 1) }, 'client')?.points).toBe(1);
    expect(ratingTerm({ ...input(), record: rated(5, 10, 10) }, 'client')?.points).toBe(4);
  });

  it('the record: completed projects, and those in the job’s category', () => {
    expect(trackRecordTerm(input({ record: { completedProjects: 1 } }), 'client')).toEqual({
      kind: 'track-record',
      points: 0.5,
      text: '1 completed project',
    });
    expect(trackRecordTerm(input({ record: { completedProjects: 12 } }), 'client')?.points).toBe(WEIGHTS.trackRecord);
    expect(categoryTerm(input({ record: { completedCategories: { 'Web Development': 2 } } }), 'client')).toEqual({
      kind: 'category',
      points: WEIGHTS.category,
      text: '2 completed projects in Web Development',
    });
    expect(categoryTerm(input({ record: { completedCategories: { 'Mobile Development': 2 } } }), 'client')).toBeNull();
  });

  it('the field: a domain the job and the profile (or a completed project) share', () => {
    expect(domainTerm(input({ developer: { domains: ['healthcare'] } }), 'client')?.text).toBe(
      'Has healthcare experience',
    );
    expect(domainTerm(input({ developer: { domains: ['fintech'] } }), 'client')).toBeNull();
  });

  it('time zone and languages only when the job asks for them', () => {
    const european = { zone: { offset: 1, name: 'European hours' } };
    expect(timeZoneTerm(input({ job: european, developer: { utcOffset: 2 } }), 'client')?.text).toBe(
      'Works in UTC+2, close to European hours',
    );
    expect(timeZoneTerm(input({ job: european, developer: { utcOffset: -8 } }), 'client')?.points).toBe(
      WEIGHTS.farTimeZone,
    );
    expect(timeZoneTerm(input({ developer: { utcOffset: -8 } }), 'client')).toBeNull();
    expect(
      languagesTerm(
        input({ job: { languages: ['Spanish'] }, developer: { languages: ['English', 'Spanish'] } }),
        'client',
      )?.text,
    ).toBe('Speaks Spanish');
    expect(languagesTerm(input({ job: { languages: ['German'] } }), 'developer')).toMatchObject({
      points: WEIGHTS.missingLanguage,
      text: 'Your profile does not list German',
    });
    expect(languagesTerm(input(), 'client')).toBeNull();
  });
});

describe('a match', () => {
  it('is the sum of its terms, clamped to 0-100, its reasons the biggest first', () => {
    const match = scoreMatch(
      input({ record: { rating: 4.8, ratingCount: 6, ratingClients: 6, clientRating: 4.8 } }),
      'client',
    );
    expect(match.score).toBe(Math.round(45 + WEIGHTS.rateFits + WEIGHTS.available + 2.8));
    expect(match.reasons.map((reason) => reason.kind)).toEqual(['skills', 'rate', 'availability', 'rating']);
    const none = scoreMatch(
      input({ developer: { skills: [], rateMin: 400 }, record: { availability: 'Unavailable' } }),
      'client',
    );
    expect(none.score).toBe(0);
    expect(none.raw).toBeLessThan(0);
  });

  it('the weights of the best possible match add up to 100', () => {
    const positives =
      WEIGHTS.skills +
      WEIGHTS.rateFits +
      WEIGHTS.available +
      WEIGHTS.rating +
      WEIGHTS.trackRecord +
      WEIGHTS.category +
      WEIGHTS.domain +
      WEIGHTS.timeZone +
      WEIGHTS.languages;
    expect(positives).toBe(100);
  });

  it('says what the job asks that the profile does not show', () => {
    expect(missingFor(input({ job: { languages: ['Spanish'] } }))).toEqual([
      'The job asks for AWS, which is not on your profile',
      'The job asks for Spanish, which is not on your profile',
    ]);
  });
});
