/**
 * The searches (`a=1&b=2`) written to the URL that React has not rendered yet. React Router's
 * setSearchParams builds on the last *rendered* search, so two changes in a row (clear the search,
 * then pick a filter before the list re-renders) would lose the first. Building on the newest
 * pending search keeps both.
 */
export interface PendingSearches {
  /** The search the next change should build on. */
  latest(rendered: string): string;
  /** A change was written to the URL. */
  written(search: string): void;
  /** React rendered this search: the writes up to it have landed; a search never written (Back) drops them all. */
  rendered(search: string): void;
}

export function createPendingSearches(): PendingSearches {
  let queue: string[] = [];
  return {
    latest: (rendered) => queue.at(-1) ?? rendered,
    written: (search) => {
      queue.push(search);
    },
    rendered: (search) => {
      const index = queue.lastIndexOf(search);
      queue = index === -1 ? [] : queue.slice(index + 1);
    },
  };
}
