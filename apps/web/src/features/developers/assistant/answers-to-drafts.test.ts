import { describe, expect, it } from 'vitest';
import { buildApplicationDraft, parseJob } from './application-from-answers';
import { buildProfileDraft, parseIdentity } from './profile-from-answers';

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

  it('keeps an answer it cannot read as the bio', () => {
    const answer = 'I have been coding since 2009 and love it!';
    expect(buildProfileDraft({ identity: [answer] })).toMatchObject({ name: '', bio: answer });
  });

  it('splits skills, reads rate, time zone, languages and links by host', () => {
    const draft = buildProfileDraft({
      identity: ['Jane Doe, Frontend Engineer, Berlin'],
      skills: ['React, TypeScript and Node.js', 'I have built design systems for three fintech startups.'],
      ratesLanguages: ['English and German, CET, $90-120/hr'],
      linksBio: [
        'https://janedoe.dev and https://github.com/janedoe, www.linkedin.com/in/janedoe. I build calm, accessible web apps.',
      ],
    });
    expect(draft).toMatchObject({
      skills: ['React', 'TypeScript', 'Node.js'],
      experience: 'I have built design systems for three fintech startups.',
      languages: ['English', 'German'],
      timezone: 'CET',
      hourlyRate: '$90-120/hr',
      portfolio: 'https://janedoe.dev',
      github: 'https://github.com/janedoe',
      linkedin: 'https://www.linkedin.com/in/janedoe',
      bio: 'I build calm, accessible web apps.',
    });
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
      materials: [
        'My passion for accessible design. In the interview I worry about system design and salary talks.',
        'Live coding, behavioural questions',
      ],
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
});
