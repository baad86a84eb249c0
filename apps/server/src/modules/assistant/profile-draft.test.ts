import type { ProfileFacts } from '@app/shared/assistant/assistant.schemas';
import type { ProfileSlot } from '@app/shared/developers/developer-questions';
import { describe, expect, it } from 'vitest';
import { draftProfile } from './assistant.service.ts';

const options = { llm: null, now: new Date('2026-05-11T10:00:00Z') };
const IDENTITY: ProfileSlot[] = ['name', 'title', 'location'];
const answer = async (text: string, slots?: ProfileSlot[], known?: ProfileFacts) =>
  (await draftProfile({ text, slots, known }, options)).facts;

/** Issue 33: each answer to the developer assistant is read as the answer to the question it asked. */
describe('an answer to the developer assistant', () => {
  it('fills every field one answer names: name, title, location, skills and rate at once', async () => {
    expect(await answer("I'm Ana, a backend dev in Lisbon, Node and Postgres, 70/h", IDENTITY)).toEqual({
      name: 'Ana',
      title: 'Backend dev',
      location: 'Lisbon',
      skills: ['Node.js', 'PostgreSQL'],
      hourlyRate: 70,
    });
  });

  it('reads a name said alone as the name, not as a place', async () => {
    expect(await answer('Ana', IDENTITY)).toEqual({ name: 'Ana' });
    expect(await answer('ana souza', IDENTITY)).toEqual({ name: 'Ana Souza' });
    expect(await answer("I'm Ana Souza", IDENTITY)).toEqual({ name: 'Ana Souza' });
    // Without the question, the CV rules stand as they were.
    expect((await answer('Ana')).name).toBeUndefined();
  });

  it('takes a bare answer to a field asked alone as that field', async () => {
    expect(await answer('Lisbon', ['location'])).toEqual({ location: 'Lisbon' });
    expect(await answer("I'm based in Porto.", ['location'])).toEqual({ location: 'Porto' });
    expect(await answer('full-stack web developer', ['title'])).toEqual({ title: 'Full-stack web developer' });
    expect(await answer('70', ['hourlyRate'])).toEqual({ hourlyRate: 70 });
    expect(await answer('English', ['languages'])).toEqual({ languages: ['English'] });
    expect(await answer('Lisbon time', ['timezone'])).toEqual({ timezone: 'Lisbon time' });
    expect(await answer('Elm, Gleam and some Clojure', ['skills'])).toMatchObject({
      skills: ['Elm', 'Gleam', 'Clojure'],
    });
  });

  it('still reads every other fact in it: answers in the wrong order count', async () => {
    expect(await answer('React and TypeScript, and I charge $80/hr', ['title', 'location'])).toEqual({
      skills: ['React', 'TypeScript'],
      hourlyRate: 80,
      currency: 'USD',
    });
  });

  it('reads a bio only when asked for one, without the links', async () => {
    const intro =
      "I'm Ana, a backend developer in Lisbon who has spent the last eight years building payment systems for banks and shops";
    expect((await answer(intro, IDENTITY)).bio).toBeUndefined();
    expect(await answer('github.com/ana-dev. I build calm, accessible web apps.', ['links', 'bio'])).toEqual({
      github: 'https://github.com/ana-dev',
      bio: 'I build calm, accessible web apps.',
    });
    expect(await answer('https://github.com/ana-dev', ['links', 'bio'])).toEqual({
      github: 'https://github.com/ana-dev',
    });
  });

  it('keeps what earlier answers told', async () => {
    const known = { name: 'Ana', skills: ['Go'], hourlyRate: 60, currency: 'EUR' };
    expect(await answer('Rust, and 90/h', ['skills'], known)).toEqual({
      name: 'Ana',
      skills: ['Go', 'Rust'],
      hourlyRate: 60,
      currency: 'EUR',
    });
  });

  it('asked nothing it can read, it fills nothing rather than guess', async () => {
    expect(await answer('I would rather not say', ['hourlyRate'])).toEqual({});
    expect(await answer('no idea', ['links'])).toEqual({});
  });
});
