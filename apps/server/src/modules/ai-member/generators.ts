import type { AiPersona } from '@app/shared/ai-member/personas';
import { ANSWER_MAX } from '@app/shared/community/community.constants';
import { type LlmOptions, llmOptionsFromConfig, requestChatCompletion } from '../../lib/llm-client.ts';
import { GENERAL_ADVICE, TOPICS, type Topic } from './knowledge-base.ts';

export interface GenerationInput {
  question: { id: string; title: string; content: string; tags: string[] };
  persona: AiPersona;
  context?: string;
}

/** Anything that turns a question into an answer; the built-in one needs no network. */
export interface AnswerGenerator {
  name: string;
  generate(input: GenerationInput): Promise<string>;
}

function matchesOf(topic: Topic, question: GenerationInput['question']): number {
  const text = ` ${`${question.title} ${question.content}`.toLowerCase().replace(/[^a-z0-9.+#-]+/g, ' ')} `;
  const tags = question.tags.map((tag) => tag.toLowerCase());
  return topic.keywords.reduce(
    (score, keyword) =>
      score + (tags.some((tag) => tag.includes(keyword)) ? 2 : 0) + (text.includes(` ${keyword} `) ? 1 : 0),
    0,
  );
}

/** Topics by how well they match the question (best first), at most two. */
export function topicsFor(question: GenerationInput['question']): Topic[] {
  return TOPICS.map((topic) => ({ topic, score: matchesOf(topic, question) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map((entry) => entry.topic);
}

function firstSentence(text: string): string {
  const sentence = text.trim().split(/(?<=[.!?])\s/)[0] ?? '';
  return sentence.length > 180 ? `${sentence.slice(0, 177)}...` : sentence;
}

/**
 * The default generator: picks the matching topics from the curated knowledge base and writes an
 * answer in the persona's voice that quotes the question's specifics. Deterministic for a question.
 */
export const builtInGenerator: AnswerGenerator = {
  name: 'built-in',
  async generate({ question, persona, context }) {
    const topics = topicsFor(question);
    const advice =
      topics.length > 0 ? topics.flatMap((topic) => topic.advice.slice(0, topics.length > 1 ? 3 : 4)) : GENERAL_ADVICE;
    const about = topics.length > 0 ? topics.map((topic) => topic.label).join(' and ') : 'getting this started';
    const detail = firstSentence(question.content);
    const tags =
      question.tags.length > 0 ? ` Since you tagged it ${question.tags.map((tag) => `#${tag}`).join(', ')},` : '';
    const lines = [
      `Hi! ${persona.name} here (${persona.role.toLowerCase()}). You asked: "${question.title}"`,
      detail ? `You mentioned: "${detail}"` : '',
      `${tags ? `${tags.trim()} here` : 'Here'} is what I would focus on for ${about}:`,
      ...advice.map((item, index) => `${index + 1}. ${item}`),
      context ? `(Context noted: ${context.slice(0, 200)})` : '',
      'If you share what you try and what happens, the community can help with the next step.',
      `— ${persona.name}, AI community member. This answer was written by an AI; check it against your situation.`,
    ];
    return lines.filter(Boolean).join('\n\n').slice(0, ANSWER_MAX);
  },
};

export type { LlmOptions };

/** An OpenAI-compatible chat completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export function llmGenerator(options: LlmOptions, fetchImpl: typeof fetch = fetch): AnswerGenerator {
  return {
    name: `llm:${options.model}`,
    async generate({ question, persona, context }) {
      const text = await requestChatCompletion(
        options,
        {
          temperature: 0.4,
          max_tokens: 700,
          messages: [
            {
              role: 'system',
              content: `You are ${persona.name}, a ${persona.role} and an AI member of a community for people building software prototypes. Your expertise: ${persona.expertise.join(', ')}. Answer helpfully and concretely in under 250 words. Say plainly that you are an AI.`,
            },
            {
              role: 'user',
              content: `Question: ${question.title}\n\n${question.content}\n\nTags: ${question.tags.join(', ')}${context ? `\n\nContext: ${context}` : ''}`,
            },
          ],
        },
        fetchImpl,
      );
      return `${text}\n\n— ${persona.name}, AI community member`.slice(0, ANSWER_MAX);
    },
  };
}

/** The generator the settings ask for: an LLM endpoint when LLM_BASE_URL and LLM_API_KEY are set. */
export function generatorFromConfig(config: {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL: string;
}): AnswerGenerator {
  const options = llmOptionsFromConfig(config);
  return options ? llmGenerator(options) : builtInGenerator;
}
