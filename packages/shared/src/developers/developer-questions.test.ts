import { describe, expect, it } from 'vitest';
import { APPLICATION_REPLIES, PROFILE_REPLIES } from './developer-assistant.ts';
import {
  APPLICATION_QUESTIONS,
  filledProfileSlots,
  narrowerQuestion,
  nextQuestion,
  notedText,
  PROFILE_QUESTIONS,
  type ProfileSlot,
  settledBy,
} from './developer-questions.ts';

const nextProfile = (filled: ProfileSlot[], asked: ProfileSlot[] = []) =>
  nextQuestion(PROFILE_QUESTIONS, filled, asked);

describe('which question comes next (issue 33)', () => {
  it("asks the spec's questions in order, word for word, while nothing is known", () => {
    expect(nextProfile([])).toMatchObject({ key: 'identity', text: PROFILE_REPLIES.start, isWhole: true });
    expect(nextProfile(['name', 'title', 'location'])?.text).toBe(PROFILE_REPLIES.under4);
    expect(nextProfile(['name', 'title', 'location', 'skills'])?.text).toBe(PROFILE_REPLIES.under6);
    expect(nextProfile(['name', 'title', 'location', 'skills', 'languages', 'timezone', 'hourlyRate'])?.text).toBe(
      PROFILE_REPLIES.under8,
    );
    expect(nextQuestion(APPLICATION_QUESTIONS, [], [])?.text).toBe(APPLICATION_REPLIES.start);
  });

  it('after a bare name, asks only for the title and location', () => {
    expect(nextProfile(['name'])).toEqual({
      key: 'identity',
      slots: ['title', 'location'],
      text: "What's your professional title, and where are you based?",
      isWhole: false,
    });
  });

  it('skips what an earlier answer filled, and asks the rest of a question narrowly', () => {
    // "I'm Ana, a backend dev in Lisbon, Node and Postgres, 70/h"
    const filled: ProfileSlot[] = ['name', 'title', 'location', 'skills', 'hourlyRate'];
    expect(nextProfile(filled)).toMatchObject({
      slots: ['languages', 'timezone'],
      text: 'Which languages do you speak, and what is your time zone?',
    });
    expect(nextProfile([...filled, 'languages', 'timezone', 'links'])?.text).toBe('Could you write a short bio?');
  });

  it('never asks again what was asked, known or not, and completes when all is settled', () => {
    expect(nextProfile(['name'], ['title', 'location'])?.text).toBe(PROFILE_REPLIES.under4);
    expect(nextProfile(['skills'], ['name', 'title', 'location'])?.text).toBe(PROFILE_REPLIES.under6);
    expect(nextProfile([], ['name', 'title', 'location', 'skills', 'languages', 'timezone', 'hourlyRate'])?.key).toBe(
      'linksBio',
    );
    expect(
      nextProfile(['name', 'skills', 'bio'], ['title', 'location', 'languages', 'timezone', 'hourlyRate', 'links']),
    ).toBeNull();
  });

  it('joins three open slots in a list', () => {
    expect(narrowerQuestion(['name', 'title', 'location'])).toBe(
      "What's your name, what's your professional title, and where are you based?",
    );
    expect(notedText(['skills', 'hourlyRate'])).toBe('Got it. I also noted your skills and hourly rate.');
  });
});

describe('which slots an answer settles', () => {
  const whole = { slots: ['name', 'title', 'location'] as ProfileSlot[], isWhole: true };

  it("leaves the rest of the spec's question open when the answer filled part of it", () => {
    expect(settledBy(whole, [], ['name'])).toEqual(['name']);
  });

  it('settles every slot of a narrower question, filled or not', () => {
    expect(settledBy({ slots: ['title', 'location'], isWhole: false }, ['name'], ['name', 'title'])).toEqual([
      'title',
      'location',
    ]);
  });

  it('moves on when the answer filled all of it, or nothing of it', () => {
    expect(settledBy(whole, [], ['name', 'title', 'location'])).toEqual(['name', 'title', 'location']);
    expect(settledBy(whole, [], [])).toEqual(['name', 'title', 'location']);
  });
});

describe('filled profile slots', () => {
  it('counts a slot as filled by any of its facts, lists only when not empty', () => {
    expect(filledProfileSlots({ name: 'Ana', github: 'https://github.com/ana', skills: [], hourlyRate: 70 })).toEqual([
      'name',
      'hourlyRate',
      'links',
    ]);
  });
});
