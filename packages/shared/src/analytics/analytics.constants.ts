/** The tracker keeps this many events in local storage (part-1 §9). */
export const ANALYTICS_LOCAL_EVENT_LIMIT = 1000;
/** At most this many events per POST /api/analytics. */
export const ANALYTICS_BATCH_MAX = 50;
