import { extractTechnologies, normaliseTechnology } from '../../assistant/extract/technologies.ts';
import { RELATED_SKILL_GROUPS } from './related-skills.data.ts';

/** Skills compare in lower case: "postgresql" is the key of "PostgreSQL". */
export const skillKey = (skill: string) => skill.trim().toLowerCase();

const NOT_A_SKILL =
  /^(?:any|anything|open|not sure|tbd|n\/a|none|other|others|etc\.?|your call|exists?|existing|similar.*|equivalent)$|whatever|or similar|or equivalent|you (?:choose|decide|prefer)|recommend|suggest|up to you|don'?t know|no preference/i;

/** A name as skills are written: short, letters and digits with at most ".+#-" and spaces between. */
const SKILL_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .+#-]*$/u;
const looksLikeASkill = (written: string) =>
  written.length <= 30 &&
  written.split(/\s+/).length <= 3 &&
  SKILL_NAME.test(written) &&
  /\p{L}/u.test(written) &&
  !NOT_A_SKILL.test(written);

/**
 * What a list of written skills means: each entry by the technology dictionary ("postgres" is
 * PostgreSQL, "React.js" React, "MERN" its four parts); an entry the dictionary does not know is kept
 * as written when it is short enough to be a skill's name ("Figma plugins" stays, a sentence does not).
 */
export function skillsOfEntries(entries: readonly string[]): string[] {
  const found: string[] = [];
  for (const entry of entries) {
    const written = entry.trim();
    if (!written) continue;
    const named = normaliseTechnology(written) ?? normaliseTechnology(written.replace(/\.?js$/i, ''));
    const inside = extractTechnologies(written);
    if (named) {
      // A stack's acronym ("MERN") stands for its parts.
      found.push(...(inside.length > 1 && !inside.includes(named) ? inside : [named]));
      continue;
    }
    if (inside.length > 0) found.push(...inside);
    else if (looksLikeASkill(written)) found.push(written);
  }
  return unique(found);
}

/** The technologies a free text names, by the dictionary only. */
export function skillsIn(text: string): string[] {
  return text.trim() ? extractTechnologies(text) : [];
}

/** A job's stack as a client writes it: "React, Node & Postgres / AWS (or whatever you suggest)". */
export function splitStack(stack: string): string[] {
  return stack
    .replace(/\([^)]*\)/g, (inside) => `, ${inside.slice(1, -1)},`)
    .split(/[,;\n/+|&]|\band\b|\bor\b|\bwith\b/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function unique(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skillKey(skill);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const RELATED = new Map<string, Set<string>>();
for (const group of RELATED_SKILL_GROUPS) {
  for (const member of group) {
    const key = skillKey(member);
    const others = RELATED.get(key) ?? new Set<string>();
    for (const other of group) if (other !== member) others.add(other);
    RELATED.set(key, others);
  }
}

/** The dictionary names related to a skill (the related-skills table), never the skill itself. */
export function relatedSkillsOf(skill: string): string[] {
  return [...(RELATED.get(skillKey(skill)) ?? [])];
}
