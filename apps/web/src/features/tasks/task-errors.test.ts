import { TASK_MESSAGES } from '@app/shared/tasks/tasks.constants';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../../lib/api-error';
import { describeTaskLoadFailure } from './task-errors';

describe('describeTaskLoadFailure', () => {
  it('shows sample data when the server answers 500', () => {
    expect(describeTaskLoadFailure(new ApiRequestError({ status: 500 }))).toEqual({
      message: TASK_MESSAGES.apiUnavailable,
      showsSamples: true,
    });
  });

  it('shows sample data when the request never got an answer', () => {
    expect(describeTaskLoadFailure(new NetworkError())).toEqual({ message: TASK_MESSAGES.network, showsSamples: true });
  });

  it("names the status and the server's text for another non-OK answer", () => {
    const error = new ApiRequestError({ status: 404, serverMessage: 'Route not found.' });
    expect(describeTaskLoadFailure(error)).toEqual({
      message: 'API request failed with status 404: Route not found.',
      showsSamples: false,
    });
  });

  it('falls back to the default text', () => {
    expect(describeTaskLoadFailure(new TypeError('bad shape')).message).toBe(TASK_MESSAGES.fallback);
  });
});
