import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../assistant/fake-llm-server.ts';
import { RERANK_TOP, rerankWithModel } from './llm-rerank.ts';

const candidates = Array.from({ length: 4 }, (_, index) => ({ id: `c${index}`, summary: `skills: S${index}` }));

describe('the language model may reorder the best 30 (issue 33)', () => {
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(() => llm.close());
  const options = () => ({ baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 500 });

  it('takes the model’s order when it names every candidate once, and sends facts, never names', async () => {
    llm.mode = 'good';
    llm.answers.match_order = { order: [2, 0, 3, 1] };
    const fallbacks: string[] = [];
    const ordered = await rerankWithModel(candidates, 'The job: skills React', options(), (reason) =>
      fallbacks.push(reason),
    );
    expect(ordered.map((candidate) => candidate.id)).toEqual(['c2', 'c0', 'c3', 'c1']);
    expect(fallbacks).toEqual([]);
    const sent =
      llm.requests
        .at(-1)
        ?.body.messages.map((message) => message.content)
        .join('\n') ?? '';
    expect(sent).toContain('0. skills: S0');
    expect(sent).toContain('never a\nname');
  });

  it('keeps the built-in order when the model leaves one out, repeats one, breaks the schema or fails', async () => {
    for (const [mode, answer] of [
      ['good', { order: [0, 1, 2] }],
      ['good', { order: [0, 0, 1, 2] }],
      ['schema-breaking', undefined],
      ['broken-json', undefined],
      ['server-error', undefined],
      ['slow', undefined],
    ] as const) {
      llm.mode = mode;
      llm.answers.match_order = answer;
      const fallbacks: string[] = [];
      const ordered = await rerankWithModel(candidates, 'The job', options(), (reason) => fallbacks.push(reason));
      expect(ordered.map((candidate) => candidate.id)).toEqual(['c0', 'c1', 'c2', 'c3']);
      expect(fallbacks).toHaveLength(1);
    }
  });

  it('asks nothing without a model, and reorders only the first 30', async () => {
    const before = llm.requests.length;
    expect(await rerankWithModel(candidates, 'The job', null, () => {})).toEqual(candidates);
    expect(llm.requests.length).toBe(before);
    llm.mode = 'good';
    const many = Array.from({ length: RERANK_TOP + 2 }, (_, index) => ({ id: `m${index}`, summary: `n${index}` }));
    llm.answers.match_order = { order: Array.from({ length: RERANK_TOP }, (_, index) => RERANK_TOP - 1 - index) };
    const ordered = await rerankWithModel(many, 'The job', options(), () => {});
    expect(ordered[0]?.id).toBe(`m${RERANK_TOP - 1}`);
    expect(ordered.slice(RERANK_TOP).map((candidate) => candidate.id)).toEqual([
      `m${RERANK_TOP}`,
      `m${RERANK_TOP + 1}`,
    ]);
  });
});
