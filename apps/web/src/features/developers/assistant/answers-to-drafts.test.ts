import { describe, expect, it } from 'vitest';
import { buildApplicationDraft, parseJob } from './application-from-answers';
import { parseIdentity, readProfileAnswerLocally } from './profile-from-answers';

describe('reading the profile answers', () => {
  it.each([
    ['Jane Doe, Frontend Engineer, Berlin', { name: 'Jane Doe', title: 'Frontend Engineer', location: 'Berlin' }],
    [
      "Hi, I'm Jane Doe, a frontend engineer based in Lisbon, Portugal.",
      { name: 'Jane Doe', title: 'frontend engineer', location: 'Lisbon, Portugal' },
    ],
    [
      'My name is Ana Lima - Data Scientist - São Paulo',
      { name: 'Ana Lima', title: 'Data Scientist', location: 'São Paulo' },
    ],
  ])('%s', (answer, identity) => {
    expect(parseIdentity(answer)).toEqual(identity);
  });

  it('reads a title and a place said together', () => {
    expect(parseIdentity("I'm Ana, a backend dev in Lisbon")).toEqual({
      name: 'Ana',
      title: 'backend dev',
      location: 'Lisbon',
    });
  });
});

/** Issue 33: when the server cannot be reached, the browser reads only what the question asked. */
describe('reading a profile answer in the browser', () => {
  it('reads a bare name as the name, and a bare place or title as the field asked alone', () => {
    expect(readProfileAnswerLocally(['name', 'title', 'location'], 'Ana')).toEqual({ name: 'Ana' });
    expect(readProfileAnswerLocally(['location'], "I'm based in Porto.")).toEqual({ location: 'Porto' });
    expect(readProfileAnswerLocally(['title'], 'I work as a data engineer')).toEqual({ title: 'data engineer' });
  });

  it('reads a title and a location in either order', () => {
    expect(readProfileAnswerLocally(['title', 'location'], 'Lisbon, backend developer')).toEqual({
      title: 'backend developer',
      location: 'Lisbon',
    });
  });

  it('splits skills, reads rate, time zone, languages and links by host', () => {
    expect(readProfileAnswerLocally(['skills'], 'React, TypeScript and Node.js. I built design systems.')).toEqual({
      skills: ['React', 'TypeScript', 'Node.js'],
    });
    expect(
      readProfileAnswerLocally(['languages', 'timezone', 'hourlyRate'], 'English and German, CET, $90-120/hr'),
    ).toEqual({
      languages: ['English', 'German'],
      timezone: 'CET',
      hourlyRate: 90,
      hourlyRateMax: 120,
      currency: 'USD',
    });
    expect(readProfileAnswerLocally(['hourlyRate'], '70')).toEqual({ hourlyRate: 70 });
    expect(
      readProfileAnswerLocally(
        ['links', 'bio'],
        'https://janedoe.dev and https://github.com/janedoe, www.linkedin.com/in/janedoe. I build calm, accessible web apps.',
      ),
    ).toEqual({
      portfolio: 'https://janedoe.dev/',
      github: 'https://github.com/janedoe',
      linkedin: 'https://www.linkedin.com/in/janedoe',
      bio: 'I build calm, accessible web apps.',
    });
  });

  it('reads nothing the question did not ask, and never a link or an amount as a skill', () => {
    expect(
      readProfileAnswerLocally(['languages', 'timezone', 'hourlyRate'], 'Jane Doe, Engineer, github.com/jane'),
    ).toEqual({});
    expect(readProfileAnswerLocally(['skills'], 'React, $90/hr, github.com/jane')).toEqual({ skills: ['React'] });
  });
});

describe('reading the application answers', () => {
  it.each([
    ['Senior Frontend Engineer at Acme Corp', { jobTitle: 'Senior Frontend Engineer', companyName: 'Acme Corp' }],
    ["I'm applying for the Data Engineer role, Globex.", { jobTitle: 'Data Engineer role', companyName: 'Globex' }],
    ['Backend developer', { jobTitle: 'Backend developer', companyName: '' }],
  ])('%s', (answer, job) => {
    expect(parseJob(answer)).toEqual(job);
  });

  it('sorts skills from experience, the cover letter from interview topics', () => {
    const draft = buildApplicationDraft({
      job: ['Frontend Engineer at Acme'],
      fit: ['React, TypeScript, testing', 'I led the redesign of a checkout used by a million shoppers.'],
      materials: ['My passion for accessible design. In the interview I worry about system design and salary talks.'],
      interview: ['Live coding, behavioural questions'],
    });
    expect(draft).toMatchObject({
      jobTitle: 'Frontend Engineer',
      companyName: 'Acme',
      relevantSkills: ['React', 'TypeScript', 'testing'],
      relevantExperience: ['I led the redesign of a checkout used by a million shoppers'],
      coverLetter: 'My passion for accessible design.',
      interviewPrep: ['system design', 'salary talks', 'Live coding', 'behavioural questions'],
    });
  });

  it('reads the company asked alone', () => {
    expect(buildApplicationDraft({ job: ['Backend developer'], company: ['at Globex.'] })).toMatchObject({
      jobTitle: 'Backend developer',
      companyName: 'Globex',
    });
  });
});
