import { describe, expect, it } from 'vitest';
import { emptyProfileDraft } from '../drafts/profile-draft';
import { filledFromCvNote, fillProfileFromCv, formatRate } from './profile-from-cv';

describe('the profile wizard from a CV', () => {
  it('fills every field the CV states, links with their scheme, and names them in the wizard order', () => {
    const { draft, filled } = fillProfileFromCv(emptyProfileDraft(), {
      name: 'Amara Okafor',
      title: 'Senior Backend Engineer',
      skills: ['Go', 'PostgreSQL', 'Kubernetes'],
      yearsOfExperience: 8,
      languages: ['English', 'Yoruba'],
      location: 'Lagos, Nigeria',
      timezone: 'UTC+1',
      hourlyRate: 70,
      hourlyRateMax: 95,
      currency: 'USD',
      github: 'github.com/amara-dev',
      linkedin: 'https://www.linkedin.com/in/amara',
    });
    expect(draft).toMatchObject({
      name: 'Amara Okafor',
      title: 'Senior Backend Engineer',
      skills: ['Go', 'PostgreSQL', 'Kubernetes'],
      experience: '8 years of experience',
      languages: ['English', 'Yoruba'],
      location: 'Lagos, Nigeria',
      timezone: 'UTC+1',
      hourlyRate: '$70-95/hr',
      github: 'https://github.com/amara-dev',
      linkedin: 'https://www.linkedin.com/in/amara',
      portfolio: '',
      availability: 'Available',
    });
    expect(filled).toEqual([
      'name',
      'title',
      'location',
      'hourlyRate',
      'timezone',
      'skills',
      'experience',
      'languages',
      'github',
      'linkedin',
    ]);
  });

  it('keeps what the chat already gathered and adds only new skills', () => {
    const base = { ...emptyProfileDraft(), name: 'Zora Lane', skills: ['React'] };
    const { draft, filled } = fillProfileFromCv(base, {
      name: 'Z. Lane',
      skills: ['react', 'Vue.js'],
      bio: 'I build UIs.',
    });
    expect(draft.name).toBe('Zora Lane');
    expect(draft.skills).toEqual(['React', 'Vue.js']);
    expect(filled).toEqual(['skills', 'bio']);
  });

  it('stays within what the profile accepts', () => {
    const skills = Array.from({ length: 40 }, (_, index) => `Skill ${index} ${'x'.repeat(80)}`);
    const { draft } = fillProfileFromCv(emptyProfileDraft(), { title: 't'.repeat(200), skills });
    expect(draft.title).toHaveLength(120);
    expect(draft.skills).toHaveLength(30);
    expect(draft.skills.every((skill) => skill.length <= 60)).toBe(true);
  });

  it('writes a rate the way the directory shows rates, and never invents one', () => {
    expect(formatRate({ hourlyRate: 85, currency: 'USD' })).toBe('$85/hr');
    expect(formatRate({ hourlyRate: 85 })).toBe('85/hr');
    expect(formatRate({ hourlyRate: 60, hourlyRateMax: 80, currency: 'EUR' })).toBe('€60-80/hr');
    expect(formatRate({ hourlyRate: 900, currency: 'INR' })).toBe('900 INR/hr');
    expect(formatRate({})).toBe('');
    expect(fillProfileFromCv(emptyProfileDraft(), { title: 'Designer' }).draft.hourlyRate).toBe('');
  });
});

describe("the wizard's note", () => {
  it('names the fields the CV filled and who read it', () => {
    expect(filledFromCvNote({ fields: ['name', 'skills'], generator: 'built-in' })).toBe(
      'Filled from your CV by the built-in assistant: Name, Skills. Check each step, then save.',
    );
    expect(filledFromCvNote({ fields: [], generator: 'llm' })).toBe(
      'Nothing was filled from your CV (read by the language model): fill in what you like.',
    );
  });
});
