/**
 * The one width rule of page content (issue 41 §6): every page's outer container starts with one
 * of these two, so pages of one kind line up from area to area, whatever their feature.
 */
export const PAGE_WIDTH = {
  /** Lists, boards, dashboards, grids of cards, hubs and landing pages. */
  wide: 'mx-auto w-full max-w-7xl px-4',
  /** One thing to read or fill in: a job, a contract, a person, an assistant, the account, a one-step page. */
  reading: 'mx-auto w-full max-w-4xl px-4',
} as const;
