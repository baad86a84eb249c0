/**
 * The AI Developer Assistant's script (part-1 §4): a mode from the first answer, then its questions
 * in order, then completion. Which question comes next follows what the answers told, not the
 * message count (issue 33: `developer-questions.ts`). No zod here.
 */
export type AssistantMode = 'choosing' | 'profile' | 'application';

export const DEVELOPER_ASSISTANT_GREETING =
  "Hi! I'm your AI Developer Assistant. Would you like to create your developer profile, or get help applying for a job? Type 'profile' or 'apply'.";
export const DEVELOPER_ASSISTANT_ASK_AGAIN =
  "I can help with two things: creating your developer profile, or preparing a job application. Which one would you like? Type 'profile' or 'apply'.";

const PROFILE_WORDS = ['profile', 'create'];
const APPLICATION_WORDS = ['job', 'apply', 'application'];

function hasWord(text: string, words: string[]): boolean {
  return words.some((word) => new RegExp(`\\b${word}\\b`, 'i').test(text));
}

/** 'profile' or 'create' pick profile; 'job', 'apply' or 'application' pick application. */
export function detectMode(message: string): Exclude<AssistantMode, 'choosing'> | null {
  if (hasWord(message, PROFILE_WORDS)) return 'profile';
  if (hasWord(message, APPLICATION_WORDS)) return 'application';
  return null;
}

/** The questions' texts; the keys keep the spec's message-count names (part-1 §4). */
export const PROFILE_REPLIES = {
  start: "Great, let's build your profile! What's your name, your professional title, and where are you based?",
  under4: 'Nice to meet you. Which skills and technologies do you work with most? List as many as you like.',
  under6: 'Impressive. Which languages do you speak, and what is your time zone and hourly rate?',
  under8: 'Almost there! Share your portfolio, GitHub and LinkedIn links, and a short bio.',
  complete: 'Your profile is ready. Opening the Profile Wizard so you can review and save it...',
} as const;

export const APPLICATION_REPLIES = {
  start: "Let's prepare your application! Which job are you applying for, and at which company?",
  under4: 'Got it. Which of your skills and experiences are most relevant to this role?',
  under6: 'Great material. What should your cover letter emphasise, and which interview topics worry you?',
  complete: 'Your application is drafted. Opening the Application Wizard so you can polish and save it...',
} as const;
