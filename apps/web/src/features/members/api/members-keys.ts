export const membersKeys = {
  all: ['members'] as const,
  detail: (id: string) => [...membersKeys.all, 'detail', id] as const,
};
