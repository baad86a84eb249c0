/** Tag, skill and language lists (part-1 §5): trimmed, no duplicates, empty entries ignored. */
export type AddTagResult = { tags: string[]; error: null } | { tags: string[]; error: 'duplicate' | 'empty' | 'limit' };

export function addTag(
  tags: readonly string[],
  raw: string,
  options: { max?: number; maxLength?: number } = {},
): AddTagResult {
  const tag = raw.trim().slice(0, options.maxLength ?? 50);
  if (!tag) return { tags: [...tags], error: 'empty' };
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
    return { tags: [...tags], error: 'duplicate' };
  if (options.max !== undefined && tags.length >= options.max) return { tags: [...tags], error: 'limit' };
  return { tags: [...tags, tag], error: null };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

/** Cleans a list from outside (a request body, a draft): trimmed, de-duplicated, no empties. */
export function normalizeTags(tags: readonly string[]): string[] {
  return tags.reduce<string[]>((list, tag) => addTag(list, tag).tags, []);
}
