import { RESULTS_KEPT } from '@app/shared/ai-member/ai-member.constants';
import { describe, expect, it } from 'vitest';
import {
  failureText,
  fillPlaceholders,
  placeholdersOf,
  resultsReducer,
  serverMessageOf,
  type TestResult,
  thrownMessageOf,
} from './control-center';

function buildResult(id: string): TestResult {
  return {
    id,
    label: 'Health',
    method: 'GET',
    path: '/health',
    status: 200,
    durationMs: 12,
    isOk: true,
    response: { success: true },
    error: null,
    at: new Date(0).toISOString(),
  };
}

describe('the results list', () => {
  it('puts the newest result first', () => {
    const first = resultsReducer([], { type: 'add', result: buildResult('a') });
    const second = resultsReducer(first, { type: 'add', result: buildResult('b') });
    expect(second.map((result) => result.id)).toEqual(['b', 'a']);
  });

  it(`keeps only the latest ${RESULTS_KEPT}`, () => {
    let results: TestResult[] = [];
    for (let index = 1; index <= RESULTS_KEPT + 1; index += 1) {
      results = resultsReducer(results, { type: 'add', result: buildResult(String(index)) });
    }
    expect(results).toHaveLength(RESULTS_KEPT);
    expect(results[0]?.id).toBe(String(RESULTS_KEPT + 1));
    expect(results.at(-1)?.id).toBe('2');
  });

  it('empties on clear', () => {
    expect(resultsReducer([buildResult('a')], { type: 'clear' })).toEqual([]);
  });
});

describe('placeholders', () => {
  const questionId = '6f1c2f4e-8d51-4f0e-9a55-1b2c3d4e5f60';
  const userId = 'a1b2c3d4-0000-4000-8000-000000000001';

  it('fills {questionId} in the body and leaves the rest alone', () => {
    const call = { path: '/ai-community-member/generate-response', body: { questionId: '{questionId}', context: 'x' } };
    expect(placeholdersOf(call)).toEqual(['questionId']);
    expect(fillPlaceholders(call, { questionId })).toEqual({
      isReady: true,
      path: '/ai-community-member/generate-response',
      body: { questionId, context: 'x' },
    });
  });

  it('fills {userId} in the path', () => {
    const call = { path: '/analytics/user/{userId}' };
    expect(fillPlaceholders(call, { userId })).toEqual({
      isReady: true,
      path: `/analytics/user/${userId}`,
      body: undefined,
    });
  });

  it('says which placeholder has no value', () => {
    const call = { path: '/questions/ai-engagement', body: { questionId: '{questionId}', persona: 'maya_designs' } };
    expect(fillPlaceholders(call, {})).toEqual({ isReady: false, missing: 'questionId' });
  });

  it('needs nothing for a call without placeholders', () => {
    const call = { path: '/questions', body: { title: 'T', tags: ['a', 'b'] } };
    expect(placeholdersOf(call)).toEqual([]);
    expect(fillPlaceholders(call, {})).toEqual({ isReady: true, path: '/questions', body: call.body });
  });
});

describe('the failure text', () => {
  it("is 'Error: ' plus the message", () => {
    expect(failureText('The database cannot be reached.')).toBe('Error: The database cannot be reached.');
  });

  it("is 'Unknown error' without a message", () => {
    expect(failureText(null)).toBe('Unknown error');
    expect(failureText('  ')).toBe('Unknown error');
  });

  it("reads the server's message, or a thrown error's", () => {
    expect(serverMessageOf({ success: false, error: 'forbidden', message: 'Admins only.' })).toBe('Admins only.');
    expect(serverMessageOf('<html>')).toBeNull();
    expect(thrownMessageOf(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(thrownMessageOf({})).toBeNull();
  });
});
