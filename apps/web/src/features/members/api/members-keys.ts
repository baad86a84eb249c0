export const membersKeys = {
  all: ['members'] as const,
  detail: (id: string) => [...membersKeys.all, 'detail', id] as const,
  moreReviews: (id: string, startCursor: string) => [...membersKeys.all, 'more-reviews', id, startCursor] as const,
};
