/** The four AI personas of the community (FACTS.md "The four AI personas"). */
export interface AiPersona {
  handle: string;
  name: string;
  role: string;
  expertise: string[];
  focus: string;
  /** Lower-case words that, found in a question's tags or text, make this persona the best match. */
  keywords: string[];
}

export const AI_PERSONAS: readonly AiPersona[] = [
  {
    handle: 'alex_prototype',
    name: 'Alex Chen',
    role: 'Former startup founder',
    expertise: ['rapid prototyping', 'MVPs'],
    focus: 'general community help',
    keywords: [
      'prototype',
      'prototyping',
      'mvp',
      'startup',
      'founder',
      'launch',
      'no-code',
      'nocode',
      'idea',
      'clickable',
    ],
  },
  {
    handle: 'maya_designs',
    name: 'Maya Rodriguez',
    role: 'UI/UX designer',
    expertise: ['design systems', 'Figma', 'user testing'],
    focus: 'design questions',
    keywords: [
      'design',
      'ui',
      'ux',
      'figma',
      'wireframe',
      'wireframes',
      'mockup',
      'mockups',
      'usability',
      'accessibility',
      'user testing',
      'design system',
    ],
  },
  {
    handle: 'jordan_builds',
    name: 'Jordan Kim',
    role: 'Full-stack developer',
    expertise: ['JavaScript', 'React', 'Node.js', 'databases'],
    focus: 'technical questions',
    keywords: [
      'javascript',
      'typescript',
      'react',
      'node',
      'node.js',
      'database',
      'databases',
      'api',
      'backend',
      'frontend',
      'mobile',
      'react native',
      'deploy',
      'devops',
      'ai',
      'machine learning',
      'code',
    ],
  },
  {
    handle: 'sam_explores',
    name: 'Sam Taylor',
    role: 'Product manager',
    expertise: ['product strategy', 'validation', 'research', 'analytics'],
    focus: 'product questions',
    keywords: [
      'product',
      'validate',
      'validation',
      'research',
      'analytics',
      'market',
      'customer',
      'customers',
      'strategy',
      'pricing',
      'saas',
      'metrics',
      'interview',
    ],
  },
];

/** How well a persona fits a question: keyword hits in the tags count double. */
export function personaScore(persona: AiPersona, question: { title: string; content: string; tags: string[] }): number {
  const text = ` ${`${question.title} ${question.content}`.toLowerCase().replace(/[^a-z0-9.+#-]+/g, ' ')} `;
  const tags = question.tags.map((tag) => tag.toLowerCase());
  return persona.keywords.reduce(
    (score, keyword) =>
      score +
      (tags.some((tag) => tag === keyword || tag.includes(keyword)) ? 2 : 0) +
      (text.includes(` ${keyword} `) ? 1 : 0),
    0,
  );
}

/** The best-matching persona; ties and no match go to Alex Chen, the general helper. */
export function pickPersona(question: { title: string; content: string; tags: string[] }): AiPersona {
  let best = AI_PERSONAS[0] as AiPersona;
  let bestScore = personaScore(best, question);
  for (const persona of AI_PERSONAS.slice(1)) {
    const score = personaScore(persona, question);
    if (score > bestScore) {
      best = persona;
      bestScore = score;
    }
  }
  return best;
}
