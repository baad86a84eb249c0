import { describe, expect, it } from 'vitest';
import { detectMode } from './developer-assistant.ts';
import { parseHourlyRate } from './developers.constants.ts';

describe('developer assistant mode detection', () => {
  it.each([
    ['profile', 'profile'],
    ['I want to CREATE something', 'profile'],
    ['Help with my profile please', 'profile'],
    ['job', 'application'],
    ['I want to apply', 'application'],
    ['an application for a role', 'application'],
    ['hello', null],
    ['jobs', null],
    ['', null],
  ])('%s picks %s', (message, mode) => {
    expect(detectMode(message)).toBe(mode);
  });

  it("prefers profile when both appear ('create' before 'job')", () => {
    expect(detectMode('create a job profile')).toBe('profile');
  });
});

describe('parseHourlyRate', () => {
  it.each([
    ['$85-140/hr', { min: 85, max: 140 }],
    ['$90/hr', { min: 90, max: 90 }],
    ['140 - 85', { min: 85, max: 140 }],
    ['negotiable', { min: null, max: null }],
    [null, { min: null, max: null }],
  ])('%o', (text, range) => {
    expect(parseHourlyRate(text)).toEqual(range);
  });
});
