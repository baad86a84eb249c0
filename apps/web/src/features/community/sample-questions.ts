import type { Answer, Author, Question } from '@app/shared/community/community.schemas';

/**
 * SAMPLE DATA — shown only when the question list cannot be loaded, always under the banner
 * 'Server temporarily unavailable - showing sample data' (part-1 §8, DESIGN.md §6). These are
 * the four sample questions of FACTS.md "Proto Hub". They are read-only: nothing here can be
 * voted on, answered or reported, because none of it exists on the server.
 */

const SAMPLE_ID_PREFIX = '00000000-0000-4000-8000-0000000000';
const sampleId = (n: number) => `${SAMPLE_ID_PREFIX}${String(n).padStart(2, '0')}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const author = (n: number, name: string, reputation: number, isAI = false): Author => ({
  id: sampleId(50 + n),
  name,
  avatar: name.toLowerCase().replace(/\W+/g, '-'),
  reputation,
  isAI,
});

const priya = author(1, 'Priya Shah', 340);
const marcus = author(2, 'Marcus Lee', 215);
const dana = author(3, 'Dana Okafor', 150);
const elena = author(4, 'Elena Novak', 480);
const maya = author(5, 'Maya Rodriguez', 1250, true);

function sampleQuestion(n: number, fields: Omit<Question, 'id' | 'updatedAt' | 'myVote' | 'acceptedAnswerId'>) {
  return { ...fields, id: sampleId(n), updatedAt: fields.createdAt, myVote: null, acceptedAnswerId: null } as Question;
}

export const SAMPLE_QUESTIONS: readonly Question[] = [
  sampleQuestion(1, {
    title: 'What are the best prototyping tools for mobile app development?',
    content:
      'I am planning a mobile app for local farmers markets and want to test the idea with real users before writing code. Which tools make it quick to build a realistic, clickable mobile prototype, and which ones hand off well to developers later?',
    author: priya,
    tags: ['mobile', 'prototyping', 'tools'],
    votes: 12,
    answers: 0,
    views: 156,
    createdAt: hoursAgo(2),
    isAnswered: false,
    isFeatured: true,
  }),
  sampleQuestion(2, {
    title: 'How do I validate my SaaS idea before building a full MVP?',
    content:
      'I have an idea for a scheduling tool for small clinics. Before I spend months on an MVP, how can I find out whether clinics would actually pay for it? Landing pages, interviews, pre-sales — what worked for you?',
    author: marcus,
    tags: ['saas', 'validation', 'mvp'],
    votes: 8,
    answers: 0,
    views: 98,
    createdAt: hoursAgo(20),
    isAnswered: false,
    isFeatured: false,
  }),
  {
    ...sampleQuestion(3, {
      title: "What's the difference between wireframes, mockups, and prototypes?",
      content:
        'People on my team use these three words as if they meant the same thing. What does each one mean, and when in a project should I make each of them?',
      author: dana,
      tags: ['design', 'wireframes', 'prototyping'],
      votes: 15,
      answers: 1,
      views: 203,
      createdAt: hoursAgo(50),
      isAnswered: true,
      isFeatured: false,
    }),
    acceptedAnswerId: sampleId(11),
  },
  sampleQuestion(4, {
    title: 'How do I create a clickable prototype without coding?',
    content:
      'I am a product person without a developer on the team yet. What is the fastest way to make a clickable prototype I can put in front of users and investors, without writing any code?',
    author: elena,
    tags: ['nocode', 'prototyping', 'tools'],
    votes: 6,
    answers: 0,
    views: 74,
    createdAt: hoursAgo(100),
    isAnswered: false,
    isFeatured: false,
  }),
];

export const SAMPLE_ANSWERS: Readonly<Record<string, readonly Answer[]>> = {
  [sampleId(3)]: [
    {
      id: sampleId(11),
      questionId: sampleId(3),
      content:
        'Wireframes are low-fidelity sketches of structure and layout (boxes, no colour). Mockups are static, high-fidelity pictures of what the product will look like. Prototypes are interactive: you can click through them to test a flow. Start with wireframes to agree on structure, move to mockups to settle the look, and build a prototype when you need to test behaviour with users.',
      author: maya,
      votes: 9,
      views: 120,
      isAccepted: true,
      createdAt: hoursAgo(48),
      myVote: null,
    },
  ],
};

export function isSampleQuestionId(id: string): boolean {
  return SAMPLE_QUESTIONS.some((question) => question.id === id);
}
