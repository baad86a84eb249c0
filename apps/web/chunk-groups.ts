import type { UserConfig } from 'vite';

type Output = NonNullable<NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['output']>;
type CodeSplitting = Extract<NonNullable<Extract<Output, { codeSplitting?: unknown }>['codeSplitting']>, object>;

/**
 * How the build splits code (DESIGN.md §8). Left alone, rolldown made a chunk of every module
 * shared by two lazy pages, down to single icons of a few hundred bytes: a page's first render
 * fetched ~30 files, and on a phone each costs a round trip, six at a time. Now:
 * - everything the entry loads statically is two files (it was seven): React's, which the loader
 *   evaluates first in a task of its own, and the application's;
 * - the libraries the pages share lazily are one file each (icons, TanStack Query, zod, forms),
 *   and so are the app's own small helpers and UI parts.
 * Each module still lives in exactly one chunk, so no state is ever duplicated.
 */
const REACT = /node_modules\/(react|react-dom|scheduler)\/|\/src\/app\/react-dom-client\.ts$/;

export const codeSplitting: CodeSplitting = {
  groups: [
    // React and React DOM, started by src/app/react-dom-client.ts: the loader evaluates this chunk in
    // a task before the application's, so neither is one long task on a phone (loader-plugin.ts).
    { name: 'react', tags: ['$initial'], test: REACT, priority: 3 },
    // src/loader.ts is an entry too (loader-plugin.ts): it stays a file of its own.
    { name: 'index', tags: ['$initial'], test: /^(?!.*\/src\/loader[\w-]*\.ts$)/, priority: 2 },
    {
      name: (id) => LAZY_LIBRARIES.find(([, test]) => test.test(id))?.[0] ?? null,
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ],
};

const LAZY_LIBRARIES: Array<[name: string, test: RegExp]> = [
  ['icons', /node_modules\/lucide-react\//],
  ['query', /node_modules\/@tanstack\//],
  ['zod', /node_modules\/zod\//],
  ['forms', /node_modules\/(react-hook-form|@hookform)\//],
  // The app's own small helpers (the API client among them: the home page's analytics sender loads
  // it later, without the UI), and UI parts except those that bring a Radix library with them. The
  // report form and its sender stay out too: they load only when someone reports (with the dialog,
  // the form library and the report schemas), not with every page.
  ['lib', /apps\/web\/src\/lib\/(?!create-report)/],
  ['ui', /apps\/web\/src\/components\/ui\/(?!dialog|tabs|report-form-dialog)/],
];
