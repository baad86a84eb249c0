import type { ControlCenterCall } from '@app/shared/ai-member/ai-member.constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useState } from 'react';
import { getVisitorToken } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-error';
import { readText, STORAGE_KEYS } from '../../../lib/storage';
import { getMyUserId, getNewestUnansweredQuestionId } from '../api/get-placeholder-values';
import { refreshStatus } from '../api/refresh-status';
import { runTestCall, type TestCallOutcome } from '../api/run-test-call';
import {
  failureText,
  fillPlaceholders,
  MISSING_PLACEHOLDER_MESSAGES,
  type PlaceholderValues,
  placeholdersOf,
  resultsReducer,
  type TestResult,
} from '../control-center';

/** The call's key in its group: the same label can appear in two groups ('Stats'). */
export const callKey = (group: string, call: ControlCenterCall) => `${group}:${call.label}`;

/** The real ids the sample bodies and paths need. */
async function lookUpPlaceholders(call: ControlCenterCall): Promise<PlaceholderValues> {
  const needed = placeholdersOf(call);
  const values: PlaceholderValues = {};
  if (needed.includes('questionId')) {
    const questionId = await getNewestUnansweredQuestionId();
    if (questionId) values.questionId = questionId;
  }
  if (needed.includes('userId')) values.userId = await getMyUserId();
  return values;
}

/** Writes and /users/me act as the visitor (made on first use); other reads send the token if any. */
async function visitorTokenFor(call: ControlCenterCall): Promise<string | null> {
  if (call.method !== 'GET' || call.path === '/users/me') return getVisitorToken();
  return readText(STORAGE_KEYS.visitorToken);
}

let nextResultId = 0;

/**
 * Runs the control center's test calls and keeps their results (latest 10, newest first). An
 * admin call without the admin token is never sent. Writes refresh the status card afterwards.
 */
export function useTestRunner(adminToken: string | null) {
  const queryClient = useQueryClient();
  const [results, dispatch] = useReducer(resultsReducer, []);
  const [runningKeys, setRunningKeys] = useState<ReadonlySet<string>>(new Set());

  const run = useCallback(
    async (group: string, call: ControlCenterCall) => {
      if (call.admin && !adminToken) return;
      const key = callKey(group, call);
      setRunningKeys((keys) => new Set(keys).add(key));
      const record = (path: string, outcome: Omit<TestCallOutcome, 'durationMs'> & { durationMs: number | null }) => {
        nextResultId += 1;
        const result: TestResult = {
          id: `result-${nextResultId}`,
          label: call.label,
          method: call.method,
          path,
          ...outcome,
          at: new Date().toISOString(),
        };
        dispatch({ type: 'add', result });
      };
      try {
        const filled = fillPlaceholders(call, await lookUpPlaceholders(call));
        if (!filled.isReady) {
          record(call.path, {
            status: null,
            durationMs: null,
            isOk: false,
            response: undefined,
            error: failureText(MISSING_PLACEHOLDER_MESSAGES[filled.missing]),
          });
          return;
        }
        const bearer = call.admin ? adminToken : await visitorTokenFor(call);
        record(
          filled.path,
          await runTestCall({ method: call.method, path: filled.path, body: filled.body, token: bearer }),
        );
        if (call.method !== 'GET') void refreshStatus(queryClient);
      } catch (error) {
        // The look-up of a placeholder or the visitor session failed before the call was sent.
        record(call.path, {
          status: null,
          durationMs: null,
          isOk: false,
          response: undefined,
          error: failureText(describeError(error, '')),
        });
      } finally {
        setRunningKeys((keys) => {
          const next = new Set(keys);
          next.delete(key);
          return next;
        });
      }
    },
    [adminToken, queryClient],
  );

  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  return { results, run, clear, runningKeys };
}
