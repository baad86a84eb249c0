import { TASK_MESSAGES } from '@app/shared/tasks/tasks.constants';
import { ApiRequestError, NetworkError } from '../../lib/api-error';

export interface TaskLoadFailure {
  message: string;
  /** The server is down or unreachable: show the sample tasks under the banner. */
  showsSamples: boolean;
}

/** The banner text for a failed task fetch (part-2 §8). */
export function describeTaskLoadFailure(error: unknown): TaskLoadFailure {
  if (error instanceof NetworkError) return { message: TASK_MESSAGES.network, showsSamples: true };
  if (error instanceof ApiRequestError) {
    if (error.status === 500) return { message: TASK_MESSAGES.apiUnavailable, showsSamples: true };
    const detail = error.serverMessage ? `: ${error.serverMessage}` : '';
    return {
      message: `${TASK_MESSAGES.apiFailedPrefix} ${error.status}${detail}`,
      // Any other server failure (502, 503 database down) is the server's too (DESIGN.md §6).
      showsSamples: error.status >= 500,
    };
  }
  if (error instanceof Error && error.message.includes('500')) {
    return { message: TASK_MESSAGES.serverUnavailable, showsSamples: true };
  }
  return { message: TASK_MESSAGES.fallback, showsSamples: false };
}
