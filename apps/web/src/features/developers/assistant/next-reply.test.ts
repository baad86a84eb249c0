import type { ProfileFacts } from '@app/shared/assistant/assistant.schemas';
import {
  APPLICATION_REPLIES,
  DEVELOPER_ASSISTANT_ASK_AGAIN,
  PROFILE_REPLIES,
} from '@app/shared/developers/developer-assistant';
import { describe, expect, it } from 'vitest';
import { type AssistantState, createMessage, startAssistant } from '../hooks/assistant-state';
import { isConversationComplete, nextReply } from './next-reply';
import { profileDraftFromChat } from './profile-from-chat';
import { LOCAL_READING_NOTICE, type ProfileOutcome } from './profile-turn';

/** What the server finds in each answer (its facts are merged with what is known, as the server does). */
type Server = Record<string, ProfileFacts | 'down'>;

/** Plays a conversation: each visitor message, then the assistant's turn. */
function play(messages: string[], server: Server = {}): AssistantState {
  let state = startAssistant();
  for (const text of messages) {
    state = { ...state, messages: [...state.messages, createMessage('User', text)] };
    const found = server[text];
    const outcome: ProfileOutcome =
      found === 'down'
        ? { status: 'failed' }
        : { status: 'understood', facts: { ...found, ...state.profile?.facts }, generator: 'built-in' };
    state = nextReply(state, outcome);
  }
  return state;
}

const aiTexts = (state: AssistantState) => state.messages.filter((m) => m.sender === 'AI').map((m) => m.text);
/** What the assistant said after the greeting and the mode's first question. */
const afterStart = (state: AssistantState) => aiTexts(state).slice(2);
const expectNoQuestionTwice = (state: AssistantState) =>
  expect(new Set(aiTexts(state)).size, aiTexts(state).join('\n')).toBe(aiTexts(state).length);

const NAME_TITLE_PLACE = { name: 'Jane Doe', title: 'Engineer', location: 'Berlin' };

describe('the developer assistant asks for what it does not know yet (issue 33)', () => {
  it("asks again until a mode word, then the spec's questions in order, each once", () => {
    const state = play(
      ['hello', 'profile', 'Jane Doe, Engineer, Berlin', 'React', 'English, CET, $90/hr', 'github.com/jane. I build.'],
      {
        'Jane Doe, Engineer, Berlin': NAME_TITLE_PLACE,
        React: { skills: ['React'] },
        'English, CET, $90/hr': { languages: ['English'], timezone: 'CET', hourlyRate: 90, currency: 'USD' },
        'github.com/jane. I build.': { github: 'https://github.com/jane', bio: 'I build.' },
      },
    );
    expect(aiTexts(state).slice(1)).toEqual([
      DEVELOPER_ASSISTANT_ASK_AGAIN,
      PROFILE_REPLIES.start,
      PROFILE_REPLIES.under4,
      PROFILE_REPLIES.under6,
      PROFILE_REPLIES.under8,
      PROFILE_REPLIES.complete,
    ]);
    expect(isConversationComplete(state)).toBe(true);
  });

  it('never asks the skills question again once it is answered (it used to follow the message count)', () => {
    const state = play(['profile', 'Jane Doe, Engineer, Berlin', 'React, TypeScript'], {
      'Jane Doe, Engineer, Berlin': NAME_TITLE_PLACE,
      'React, TypeScript': { skills: ['React', 'TypeScript'] },
    });
    expect(afterStart(state)).toEqual([PROFILE_REPLIES.under4, PROFILE_REPLIES.under6]);
  });

  it('after a bare name, asks for the title and location, then goes on', () => {
    const state = play(['profile', 'Ana', 'Lisbon, backend developer'], {
      Ana: { name: 'Ana' },
      'Lisbon, backend developer': { title: 'Backend developer', location: 'Lisbon' },
    });
    expect(afterStart(state)).toEqual([
      "What's your professional title, and where are you based?",
      PROFILE_REPLIES.under4,
    ]);
    expect(profileDraftFromChat(state)).toMatchObject({ name: 'Ana', title: 'Backend developer', location: 'Lisbon' });
  });

  it('takes everything from one answer and skips every question it filled', () => {
    const everything = "I'm Ana, a backend dev in Lisbon, Node and Postgres, 70/h";
    const state = play(
      ['profile', everything, 'English and Portuguese, CET', 'https://github.com/ana', 'I build APIs.'],
      {
        [everything]: {
          name: 'Ana',
          title: 'Backend dev',
          location: 'Lisbon',
          skills: ['Node.js', 'PostgreSQL'],
          hourlyRate: 70,
        },
        'English and Portuguese, CET': { languages: ['English', 'Portuguese'], timezone: 'CET' },
        'https://github.com/ana': { github: 'https://github.com/ana' },
        'I build APIs.': { bio: 'I build APIs.' },
      },
    );
    expect(afterStart(state)).toEqual([
      'Got it. I also noted your skills and hourly rate.',
      'Which languages do you speak, and what is your time zone?',
      PROFILE_REPLIES.under8,
      'Could you write a short bio?',
      PROFILE_REPLIES.complete,
    ]);
    expect(profileDraftFromChat(state)).toMatchObject({
      name: 'Ana',
      title: 'Backend dev',
      location: 'Lisbon',
      skills: ['Node.js', 'PostgreSQL'],
      hourlyRate: '70/hr',
      languages: ['English', 'Portuguese'],
      timezone: 'CET',
      github: 'https://github.com/ana',
      bio: 'I build APIs.',
    });
  });

  it('counts answers given in the wrong order, and asks only what is still open', () => {
    const state = play(['profile', 'Jane Doe, Engineer, Berlin', 'React, and I charge $80/hr', 'English', 'none'], {
      'Jane Doe, Engineer, Berlin': NAME_TITLE_PLACE,
      'React, and I charge $80/hr': { skills: ['React'], hourlyRate: 80, currency: 'USD' },
      English: { languages: ['English'] },
      none: {},
    });
    expect(afterStart(state)).toEqual([
      PROFILE_REPLIES.under4,
      'Got it. I also noted your hourly rate.',
      'Which languages do you speak, and what is your time zone?',
      // The time zone was asked and left blank: it is not asked again.
      PROFILE_REPLIES.under8,
      PROFILE_REPLIES.complete,
    ]);
    expectNoQuestionTwice(state);
  });

  it('moves on when an answer fills nothing of its question, keeping the words for the wizard', () => {
    const state = play(['profile', 'I have been coding since 2009 and love it!'], {});
    expect(afterStart(state)).toEqual([PROFILE_REPLIES.under4]);
    expect(profileDraftFromChat(state).bio).toBe('I have been coding since 2009 and love it!');
  });

  it("keeps the skills answer's sentences as experience", () => {
    const state = play(['profile', 'Jane Doe, Engineer, Berlin', 'React. I built design systems for three startups.'], {
      'Jane Doe, Engineer, Berlin': NAME_TITLE_PLACE,
      'React. I built design systems for three startups.': { skills: ['React'] },
    });
    expect(profileDraftFromChat(state).experience).toBe('I built design systems for three startups.');
  });

  it("says the server's refusal and keeps the same question open", () => {
    let state = play(['profile']);
    state = { ...state, messages: [...state.messages, createMessage('User', 'x'.repeat(6000))] };
    state = nextReply(state, { status: 'refused', message: 'Please keep it under 5,000 characters.' });
    expect(aiTexts(state).at(-1)).toBe('Please keep it under 5,000 characters.');
    state = { ...state, messages: [...state.messages, createMessage('User', 'Ana')] };
    state = nextReply(state, { status: 'understood', facts: { name: 'Ana' }, generator: 'built-in' });
    expect(aiTexts(state).at(-1)).toBe("What's your professional title, and where are you based?");
  });
});

describe('when the server cannot be reached', () => {
  it('reads each answer in the browser, says so once, and still skips what is known', () => {
    const state = play(['profile', 'Ana', 'backend developer, Lisbon', 'React, Node', 'English, CET, $70/hr'], {
      Ana: 'down',
      'backend developer, Lisbon': 'down',
      'React, Node': 'down',
      'English, CET, $70/hr': 'down',
    });
    expect(afterStart(state)).toEqual([
      LOCAL_READING_NOTICE,
      "What's your professional title, and where are you based?",
      PROFILE_REPLIES.under4,
      PROFILE_REPLIES.under6,
      PROFILE_REPLIES.under8,
    ]);
    expect(profileDraftFromChat(state)).toMatchObject({
      name: 'Ana',
      title: 'backend developer',
      location: 'Lisbon',
      skills: ['React', 'Node'],
      languages: ['English'],
      timezone: 'CET',
      hourlyRate: '$70/hr',
    });
    expect(state.profile?.isReadLocally).toBe(true);
  });
});

describe('the application', () => {
  it('asks each question once, and only the part still open', () => {
    const state = play([
      'apply',
      'Engineer at Acme',
      'React, TypeScript',
      'I shipped a checkout used by millions.',
      'My care for accessible design.',
      'System design, salary talks',
    ]);
    expect(aiTexts(state).slice(1)).toEqual([
      APPLICATION_REPLIES.start,
      APPLICATION_REPLIES.under4,
      'Which of your experiences are most relevant to this role?',
      APPLICATION_REPLIES.under6,
      'Which interview topics worry you?',
      APPLICATION_REPLIES.complete,
    ]);
    expect(state.gathered).toEqual({
      job: ['Engineer at Acme'],
      fit: ['React, TypeScript', 'I shipped a checkout used by millions.'],
      materials: ['My care for accessible design.'],
      interview: ['System design, salary talks'],
    });
  });

  it('asks for the company when the job came without one', () => {
    const state = play(['apply', 'Backend developer', 'Globex']);
    expect(aiTexts(state).slice(2)).toEqual(['At which company?', APPLICATION_REPLIES.under4]);
    expect(state.gathered.company).toEqual(['Globex']);
  });

  it('is not complete while choosing', () => {
    expect(isConversationComplete(play(['hi']))).toBe(false);
  });
});
