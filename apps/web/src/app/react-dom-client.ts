import * as client from 'react-dom/client';

/**
 * React DOM's client, started here: this module is in the `react` chunk (chunk-groups.ts), so the
 * library's code runs when that chunk is evaluated, in a task of its own before the application's
 * (src/loader.ts), instead of inside the application chunk's one long evaluation.
 */
export const { createRoot, hydrateRoot } = client;
