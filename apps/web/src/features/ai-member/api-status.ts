import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import type { HealthResponse } from '@app/shared/ops/health.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiRequestError, describeError } from '../../lib/api-error';

export interface ApiStatus {
  state: 'checking' | 'connected' | 'disconnected';
  label: string;
  /** Why it is disconnected. */
  reason: string | null;
  database: string;
}

/** Connected only when GET /health answers 200 with the database up; Disconnected otherwise, with why. */
export function apiStatusOf(health: UseQueryResult<HealthResponse>): ApiStatus {
  if (health.isPending) return { state: 'checking', label: 'Checking...', reason: null, database: 'Checking...' };
  if (health.isError) {
    const isDatabaseDown =
      health.error instanceof ApiRequestError && health.error.code === API_ERROR_CODES.databaseUnavailable;
    return {
      state: 'disconnected',
      label: 'Disconnected',
      reason: describeError(health.error),
      database: isDatabaseDown ? 'Down' : 'Unknown',
    };
  }
  if (health.data.database !== 'up') {
    return { state: 'disconnected', label: 'Disconnected', reason: 'The database is down.', database: 'Down' };
  }
  return { state: 'connected', label: 'Connected', reason: null, database: 'Up' };
}
