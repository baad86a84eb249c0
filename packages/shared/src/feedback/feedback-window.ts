/** The one definition of the period a feedback timeframe covers (analytics, exports, the web's Export Feedback). */
import { TIMEFRAMES, type Timeframe } from './feedback.constants.ts';

const DAY_MS = 86_400_000;

export interface FeedbackWindow {
  /** Midnight UTC of the first of the last N calendar days (inclusive). */
  start: Date;
  /** The first millisecond after `now` (exclusive). */
  end: Date;
  /** The start of the N days before `start`, which end at `start` (for trends). */
  previousStart: Date;
}

/**
 * The last N calendar days in UTC, today included, up to `now`. Bounds are half-open at whole
 * milliseconds, so PostgreSQL (microseconds) and JavaScript (milliseconds) always put a row on the
 * same side: `t >= start` and `t < end` hold for a timestamp exactly when they hold for it
 * truncated to the millisecond.
 */
export function feedbackWindow(timeframe: Timeframe, now: Date): FeedbackWindow {
  const days = TIMEFRAMES[timeframe];
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const start = today - (days - 1) * DAY_MS;
  return {
    start: new Date(start),
    end: new Date(now.getTime() + 1),
    previousStart: new Date(start - days * DAY_MS),
  };
}

/** Whether a moment falls in [from, to). */
export function isWithin(at: string | Date, from: Date, to: Date): boolean {
  const time = new Date(at).getTime();
  return time >= from.getTime() && time < to.getTime();
}
