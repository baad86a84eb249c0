import { skillKey } from './skills.ts';

/**
 * A profile's skills as a 512-bit signature (`developer_profiles.skill_bits`): each skill's key
 * hashed to one bit. The pool query counts a job's skills in a profile with two bit_count()s of an
 * AND, no subquery per row (docs/architecture.md, Matching). Two skills may share a bit (about 2%
 * for ten skills): the signature only chooses which 200 profiles the terms score, and the terms
 * compare the skills themselves.
 */
export const SKILL_BITS = 512;

/** FNV-1a, 32 bits: the same bit for a key in every process and every release. */
function bitOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % SKILL_BITS;
}

/** The signature of some skills, as PostgreSQL reads a `bit(512)`: a text of 0s and 1s. */
export function skillBits(skills: readonly string[]): string {
  const bits = new Array<string>(SKILL_BITS).fill('0');
  for (const skill of skills) bits[bitOf(skillKey(skill))] = '1';
  return bits.join('');
}
