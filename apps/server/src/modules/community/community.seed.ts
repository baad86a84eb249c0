import { AI_PERSONAS } from '@app/shared/ai-member/personas';
import type { User } from '@app/shared/users/users.schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { insertUser } from '../users/users.repository.ts';
import { toUser } from '../users/users.service.ts';
import { users } from '../users/users.tables.ts';
import { backdateAnswer, findAnswerLocation } from './answers.repository.ts';
import { createAnswer, toggleAcceptedAnswer } from './answers.service.ts';
import { backdateQuestion } from './questions.repository.ts';
import { createQuestion } from './questions.service.ts';
import { voteOnAnswer, voteOnQuestion } from './votes.service.ts';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

const MEMBERS = [
  { handle: 'priya_builds', name: 'Priya Patel', reputation: 420 },
  { handle: 'marcus_ships', name: 'Marcus Johnson', reputation: 310 },
  { handle: 'emily_ux', name: 'Emily Davis', reputation: 275 },
  { handle: 'sofia_makes', name: 'Sofia Martinez', reputation: 150 },
];

async function personaUser(db: Database, handle: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.handle, handle));
  if (!row) throw new Error(`Seed persona ${handle} is missing: run the users seeder first`);
  return toUser(row);
}

/** The four FACTS.md sample questions, with answers, votes and one accepted AI answer. */
export const communitySeeder: Seeder = {
  name: 'community/sample-questions',
  async run(db) {
    // One statement at a time: a transaction is one connection.
    const members: User[] = [];
    for (const member of MEMBERS) {
      members.push(
        toUser(await insertUser(db, { ...member, avatarSeed: member.handle, bio: 'Early member of Proto Hub.' })),
      );
    }
    const [priya, marcus, emily, sofia] = members;
    if (!priya || !marcus || !emily || !sofia) throw new Error('Seed members were not created');
    const personas: User[] = [];
    for (const persona of AI_PERSONAS) personas.push(await personaUser(db, persona.handle));
    const [, maya, jordan, sam] = personas;
    if (!maya || !jordan || !sam) throw new Error('Seed personas are missing');

    const tools = await createQuestion(db, priya, {
      title: 'What are the best prototyping tools for mobile app development?',
      content:
        "I'm planning a mobile app for booking local fitness classes and want to test the flow with real users before writing code. Which prototyping tools work best for mobile, and which ones let testers use the prototype on their own phones?",
      tags: ['mobile', 'prototyping', 'tools'],
    });
    const toolsAnswer = await createAnswer(db, marcus, tools.id, {
      content:
        'Figma is the safe default: the mobile app mirrors prototypes to a phone, and testers only need a link. For richer interactions (gestures, real inputs) try ProtoPie. If you want something closer to a real app, FlutterFlow gets you a testable build quickly.',
    });
    const toolsAiAnswer = await createAnswer(db, jordan, tools.id, {
      content:
        'Pick the tool by what you need to learn. For flow and layout questions, Figma or Framer prototypes on the phone are enough. For performance or device features (camera, location), build a thin Expo (React Native) prototype: it runs on testers’ phones through Expo Go.',
    });

    const saas = await createQuestion(db, marcus, {
      title: 'How do I validate my SaaS idea before building a full MVP?',
      content:
        'I have an idea for invoicing software for freelance designers. Before I spend three months building, how can I find out whether people would actually pay for it?',
      tags: ['saas', 'validation', 'mvp'],
    });
    const saasAnswer = await createAnswer(db, sam, saas.id, {
      content:
        'Run the cheapest test that could prove you wrong. Interview ten freelance designers about how they invoice today, then put up a landing page with pricing and a "start trial" button. Count sign-ups and pre-orders, not compliments: a deposit is the strongest signal.',
    });

    const wireframes = await createQuestion(db, emily, {
      title: "What's the difference between wireframes, mockups, and prototypes?",
      content:
        'People on my team use these words interchangeably. What does each one mean, and when should we make which?',
      tags: ['design', 'wireframes', 'prototyping'],
    });
    const wireframesAnswer = await createAnswer(db, maya, wireframes.id, {
      content:
        'A wireframe is the skeleton: layout and content priority in greyscale, made in minutes. A mockup is the static, high-fidelity picture: real colours, type and images. A prototype is interactive: you can click through it to test a flow. Go wireframe → mockup → prototype, and only as far as the question you need answered.',
    });

    const noCode = await createQuestion(db, sofia, {
      title: 'How do I create a clickable prototype without coding?',
      content:
        "I'm a product manager with no coding background. I need a clickable prototype of a simple booking flow to show investors next week. Where do I start?",
      tags: ['nocode', 'prototyping', 'tools'],
    });

    await toggleAcceptedAnswer(db, emily, wireframes.id, wireframesAnswer.id);
    for (const voter of [marcus, emily, sofia]) await voteOnQuestion(db, voter, tools.id, 'up');
    for (const voter of [priya, emily]) await voteOnQuestion(db, voter, saas.id, 'up');
    for (const voter of [priya, marcus, sofia]) await voteOnQuestion(db, voter, wireframes.id, 'up');
    await voteOnQuestion(db, priya, noCode.id, 'up');
    for (const voter of [priya, emily]) await voteOnAnswer(db, voter, tools.id, toolsAnswer.id, 'up');
    await voteOnAnswer(db, priya, tools.id, toolsAiAnswer.id, 'up');
    for (const voter of [marcus, priya]) await voteOnAnswer(db, voter, saas.id, saasAnswer.id, 'up');
    for (const voter of [emily, priya, sofia]) await voteOnAnswer(db, voter, wireframes.id, wireframesAnswer.id, 'up');

    await backdateQuestion(db, tools.id, ago(74), 156, true);
    await backdateQuestion(db, saas.id, ago(50), 98);
    await backdateQuestion(db, wireframes.id, ago(120), 234);
    await backdateQuestion(db, noCode.id, ago(6), 12);
    const answerAges: Array<[string, number]> = [
      [toolsAnswer.id, 70],
      [toolsAiAnswer.id, 72],
      [saasAnswer.id, 47],
      [wireframesAnswer.id, 118],
    ];
    for (const [id, hours] of answerAges) {
      if (await findAnswerLocation(db, id)) await backdateAnswer(db, id, ago(hours));
    }
  },
};
