import { describe, expect, it } from 'vitest';
import { normaliseTechnology } from '../../assistant/extract/technologies.ts';
import { developerFactsOf, jobFactsOf } from './match-facts.ts';
import { RELATED_SKILL_GROUPS } from './related-skills.data.ts';
import { SKILL_BITS, skillBits } from './skill-bits.ts';
import { relatedSkillsOf, skillsOfEntries, splitStack } from './skills.ts';
import { domainsIn, jobZoneIn, languagesAskedIn, utcOffsetOf } from './text-facts.ts';

const POST = {
  title: 'Physio clinic booking web app',
  category: 'web app',
  description: 'Our patients book sessions online. We need someone who speaks Spanish and works in CET hours.',
  keyFeatures: 'Booking, reminders',
  technologyStack: 'React.js, postgres / Node (or whatever you suggest)',
  budget: '5k-7k',
  timeline: '2 months',
};

describe('the facts a job is reduced to', () => {
  it('normalises its technologies by the dictionary, reads its budget and timeline fields as such, and its asks', () => {
    const facts = jobFactsOf(POST, new Date('2026-06-01'));
    expect(facts.skills).toEqual(['React', 'PostgreSQL', 'Node.js']);
    expect(facts.category).toBe('Web Development');
    expect(facts.domains).toEqual(['healthcare']);
    expect(facts).toMatchObject({ budgetMin: 5000, budgetMax: 7000, currency: null });
    expect(facts.timelineWeeks).toBeCloseTo(8.7, 0);
    expect(facts.languages).toEqual(['Spanish']);
    expect(facts.zone).toEqual({ offset: 1, name: 'European hours' });
  });

  it('splits a stack as people write it, and drops what is not a skill', () => {
    expect(splitStack('React, Node & Postgres / AWS (or whatever you suggest)')).toEqual([
      'React',
      'Node',
      'Postgres',
      'AWS',
      'whatever you suggest',
    ]);
    expect(skillsOfEntries(['postgres', 'Postgres', 'React.js', 'MERN', 'Hotwire', 'whatever you suggest'])).toEqual([
      'PostgreSQL',
      'React',
      'MongoDB',
      'Express',
      'Node.js',
      'Hotwire',
    ]);
  });
});

describe('the facts a profile is reduced to', () => {
  it('its skills normalised, its rate and currency, time zone offset and languages', () => {
    const facts = developerFactsOf({
      title: 'React Native developer',
      skills: ['postgres', 'Next JS'],
      hourlyRate: '€60-80/h',
      hourlyRateMin: 60,
      hourlyRateMax: 80,
      experience: '5 years of telehealth apps',
      bio: '',
      languages: ['english', 'Español'],
      timezone: 'Europe/Lisbon',
    });
    expect(facts.skills).toEqual(['PostgreSQL', 'Next.js', 'React Native']);
    expect(facts).toMatchObject({ rateMin: 60, rateMax: 80, currency: 'EUR', utcOffset: 0 });
    expect(facts.languages).toEqual(['English', 'Spanish']);
    expect(facts.domains).toEqual(['healthcare']);
  });
});

describe('what the facts read from text', () => {
  it('time zones written any way', () => {
    expect(utcOffsetOf('UTC+1')).toBe(1);
    expect(utcOffsetOf('GMT-5')).toBe(-5);
    expect(utcOffsetOf('UTC+05:30')).toBe(5.5);
    expect(utcOffsetOf('IST')).toBe(5.5);
    expect(utcOffsetOf('America/New_York')).toBe(-5);
    expect(utcOffsetOf('somewhere')).toBeNull();
    expect(utcOffsetOf('')).toBeNull();
    expect(jobZoneIn('Must overlap with US East Coast hours')).toEqual({ offset: -5, name: 'US Eastern hours' });
    expect(jobZoneIn('No meetings needed')).toBeNull();
  });

  it('domains and the languages a job asks for', () => {
    expect(domainsIn('An online store for our bakery')).toEqual(['e-commerce', 'food and hospitality']);
    expect(languagesAskedIn('You must be fluent in German. We are based in France.')).toEqual(['German']);
    expect(languagesAskedIn('A French bakery website')).toEqual([]);
  });

  it('the related-skills table names only dictionary technologies, both ways', () => {
    for (const group of RELATED_SKILL_GROUPS) for (const name of group) expect(normaliseTechnology(name)).toBe(name);
    expect(relatedSkillsOf('PostgreSQL')).toContain('MySQL');
    expect(relatedSkillsOf('MySQL')).toContain('PostgreSQL');
    expect(relatedSkillsOf('Next.js')).toContain('React');
    expect(relatedSkillsOf('React')).not.toContain('React');
  });
});

describe("a profile's skill signature", () => {
  it('is 512 bits, one set per skill (the same for any casing), and none for no skills', () => {
    const bits = skillBits(['React', 'PostgreSQL', 'Node.js']);
    expect(bits).toHaveLength(SKILL_BITS);
    expect(bits.replace(/0/g, '')).toHaveLength(3);
    expect(skillBits(['react', 'postgresql', 'node.js'])).toBe(bits);
    expect(skillBits([])).toBe('0'.repeat(SKILL_BITS));
  });
});
