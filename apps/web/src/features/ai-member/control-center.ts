import {
  CONTROL_CENTER_MESSAGES,
  type ControlCenterCall,
  RESULTS_KEPT,
} from '@app/shared/ai-member/ai-member.constants';

/** One finished test call, as the results list shows it (part-2 §7: status, duration, response). */
export interface TestResult {
  id: string;
  label: string;
  method: ControlCenterCall['method'];
  /** The path actually called, placeholders filled in. */
  path: string;
  /** Null when no answer came back (network failure, or the call could not be made). */
  status: number | null;
  durationMs: number | null;
  isOk: boolean;
  /** The parsed JSON body (or the raw text); undefined when there was no answer. */
  response: unknown;
  /** 'Error: ' + message, or 'Unknown error' (part-2 §8); null on success. */
  error: string | null;
  at: string;
}

export type ResultsAction = { type: 'add'; result: TestResult } | { type: 'clear' };

/** Newest first, only the latest RESULTS_KEPT (part-2 §9). */
export function resultsReducer(results: readonly TestResult[], action: ResultsAction): TestResult[] {
  if (action.type === 'clear') return [];
  return [action.result, ...results].slice(0, RESULTS_KEPT);
}

/** The spec's failed-test text: 'Error: ' plus the message, or 'Unknown error' without one. */
export function failureText(message: string | null | undefined): string {
  const text = message?.trim();
  return text ? `Error: ${text}` : CONTROL_CENTER_MESSAGES.unknownError;
}

/** The server's human sentence from an error body (`{ success:false, error, message }`). */
export function serverMessageOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return null;
  return typeof payload.message === 'string' ? payload.message : null;
}

/** A thrown value's message (a fetch that never got an answer throws a TypeError). */
export function thrownMessageOf(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : null;
}

export type PlaceholderName = 'questionId' | 'userId';
export type PlaceholderValues = Partial<Record<PlaceholderName, string>>;

const PLACEHOLDER_PATTERN = /\{(questionId|userId)\}/g;

function namesIn(text: string): PlaceholderName[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] as PlaceholderName);
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Which placeholders a call needs filled before it can be sent. */
export function placeholdersOf(call: Pick<ControlCenterCall, 'path' | 'body'>): PlaceholderName[] {
  return [...new Set([...namesIn(call.path), ...stringsIn(call.body).flatMap(namesIn)])];
}

function fillText(text: string, values: PlaceholderValues, encode: boolean): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: PlaceholderName) => {
    const value = values[name];
    if (value === undefined) return whole;
    return encode ? encodeURIComponent(value) : value;
  });
}

function fillValue(value: unknown, values: PlaceholderValues): unknown {
  if (typeof value === 'string') return fillText(value, values, false);
  if (Array.isArray(value)) return value.map((item) => fillValue(item, values));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillValue(item, values)]));
  }
  return value;
}

export type FilledCall =
  | { isReady: true; path: string; body: Record<string, unknown> | undefined }
  | { isReady: false; missing: PlaceholderName };

/** Puts real ids where the sample call has `{questionId}` (body) or `{userId}` (path). */
export function fillPlaceholders(
  call: Pick<ControlCenterCall, 'path' | 'body'>,
  values: PlaceholderValues,
): FilledCall {
  const missing = placeholdersOf(call).find((name) => values[name] === undefined);
  if (missing) return { isReady: false, missing };
  return {
    isReady: true,
    path: fillText(call.path, values, true),
    body: call.body === undefined ? undefined : (fillValue(call.body, values) as Record<string, unknown>),
  };
}

/** Why a call could not be sent, for its result line. */
export const MISSING_PLACEHOLDER_MESSAGES: Record<PlaceholderName, string> = {
  questionId: 'There is no unanswered question to use: every question already has an answer.',
  userId: 'Could not find your visitor id.',
};
