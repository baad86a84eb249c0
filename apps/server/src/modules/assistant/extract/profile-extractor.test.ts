import { describe, expect, it } from 'vitest';
import { extractProfileFacts } from './profile-extractor.ts';

const reference = new Date('2026-05-11T10:00:00Z');
const read = (text: string) => extractProfileFacts(text, reference);

describe('the CV rules', () => {
  it('reads a headed CV', () => {
    expect(
      read(`Maria Gonzalez
Senior Full-Stack Developer
Madrid, Spain · UTC+1 · maria.gonzalez.dev@gmail.com
github.com/mariagonzalez · linkedin.com/in/maria-gonzalez-dev

8+ years building web products with React, TypeScript, Node.js and PostgreSQL.
Languages: Spanish (native), English (C1), French (B1).
Rate: €65/hour.`),
    ).toMatchObject({
      name: 'Maria Gonzalez',
      title: 'Senior Full-Stack Developer',
      skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
      yearsOfExperience: 8,
      languages: ['Spanish', 'English', 'French'],
      location: 'Madrid, Spain',
      timezone: 'UTC+1',
      hourlyRate: 65,
      currency: 'EUR',
      github: 'https://github.com/mariagonzalez',
      linkedin: 'https://linkedin.com/in/maria-gonzalez-dev',
    });
  });

  it('reads a first-person summary', () => {
    const facts = read(
      "Hi! I'm Lucas, a Unity developer from São Paulo (GMT-3) with 5 years making mobile games in C#. I speak Portuguese and English, a bit of Spanish. R$ 120/hora or USD 25/hour.",
    );
    expect(facts).toMatchObject({
      name: 'Lucas',
      title: 'Unity developer',
      skills: ['Unity', 'C#'],
      yearsOfExperience: 5,
      languages: ['Portuguese', 'English', 'Spanish'],
      location: 'São Paulo',
      timezone: 'GMT-3',
      hourlyRate: 120,
      currency: 'BRL',
    });
  });

  it('counts years "since" a year to the request date, and "a decade" as ten', () => {
    expect(read('QA automation engineer since 2016.').yearsOfExperience).toBe(10);
    expect(read('Machine learning engineer with a decade of experience.').yearsOfExperience).toBe(10);
    expect(read('For the past eight years I have built apps.').yearsOfExperience).toBe(8);
    expect(read('Over 10 years of experience, the last 5 as tech lead.').yearsOfExperience).toBe(10);
  });

  it('reads a rate range and never a daily rate as hourly', () => {
    expect(read('$85-140/hr depending on scope.')).toMatchObject({
      hourlyRate: 85,
      hourlyRateMax: 140,
      currency: 'USD',
    });
    expect(read('TJM: 650 €').hourlyRate).toBeUndefined();
    expect(read('£600/day or £80/hour.')).toMatchObject({ hourlyRate: 80, currency: 'GBP' });
  });

  it('reads languages only where the text speaks of languages', () => {
    expect(read('Dutch/English/German. Based in Eindhoven.').languages).toEqual(['Dutch', 'English', 'German']);
    expect(read('Français (langue maternelle), English (C1), Español (B2).').languages).toEqual([
      'French',
      'English',
      'Spanish',
    ]);
    expect(read('I worked for a German bank on its Java platform.').languages).toBeUndefined();
  });

  it('states a time zone only when the text gives one', () => {
    expect(read('Based in Johannesburg (SAST, UTC+2).').timezone).toBe('SAST (UTC+2)');
    expect(read('Based in Lisbon, Portugal.').timezone).toBeUndefined();
  });

  it('finds nothing in a text that says nothing', () => {
    expect(read('Looking for remote work. Hard worker, fast learner.')).toEqual({});
  });
});
