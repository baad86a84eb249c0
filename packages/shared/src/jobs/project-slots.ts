/** The AI Project Assistant's ten questions, in order (part-1 §3, FACTS.md). No zod here. */
export const PROJECT_SLOTS = [
  { key: 'title', question: 'What is the title of your project?' },
  { key: 'description', question: 'Can you describe the project responsibilities and requirements?' },
  {
    key: 'category',
    question: 'What category does your project fall under? (e.g., AI & Machine Learning, Blockchain, Automation, etc.)',
  },
  { key: 'targetAudience', question: 'Who is the target audience for this project?' },
  { key: 'key_features', question: 'What are the key features or functionalities you want to include?' },
  { key: 'technologyStack', question: 'What technology stack do you plan to use? (e.g., React, Node.js, Python)' },
  { key: 'budget', question: 'What is your estimated budget for this project?' },
  { key: 'timeline', question: 'What is your expected timeline for project completion?' },
  { key: 'successCriteria', question: 'What criteria will you use to measure the success of this project?' },
  { key: 'potentialChallenges', question: 'What potential challenges or risks do you foresee?' },
] as const;

export type ProjectSlotKey = (typeof PROJECT_SLOTS)[number]['key'];
export type ProjectSlots = Partial<Record<ProjectSlotKey, string>>;

export const DEFAULT_BUDGET = '$5000 - $10000';
export const DEFAULT_TIMELINE = '3 - 6 months';
export const GENERAL_SKILLS = 'General Skills';

/** Category to suggested skills, the "ask-AI" mapping (FACTS.md). */
export const CATEGORY_SKILLS: readonly { category: string; skills: readonly string[] }[] = [
  { category: 'AI & Machine Learning', skills: ['Python', 'TensorFlow', 'Machine Learning'] },
  { category: 'Blockchain', skills: ['Solidity', 'Ethereum', 'Smart Contracts'] },
  { category: 'Automation', skills: ['Selenium', 'CI/CD', 'Python'] },
  { category: 'Web Development', skills: ['React', 'Node.js', 'CSS'] },
  { category: 'Mobile Development', skills: ['Flutter', 'React Native', 'Swift'] },
  { category: 'DevOps', skills: ['Docker', 'Kubernetes', 'AWS'] },
];

export const JOB_CATEGORIES = CATEGORY_SKILLS.map((entry) => entry.category);

/** Chat timing (part-1 §9): a reply after 1.5 to 2.5 s; the wizard 2 s after the summary. */
export const CHAT_REPLY_DELAY_MS = { min: 1500, max: 2500 } as const;
export const WIZARD_SWITCH_DELAY_MS = 2000;
export const CHAT_INPUT_MAX_HEIGHT_PX = 120;
