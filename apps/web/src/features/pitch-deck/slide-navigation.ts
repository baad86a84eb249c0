/**
 * Slide maths for the pitch deck (part-2 §4: "Slides are cyclic over 10"). Slides are numbered
 * from 1, as the counter and the URL hash show them.
 */

/** The slide after `current`: the last one wraps to the first. */
export function nextSlide(current: number, total: number): number {
  return wrap(current + 1, total);
}

/** The slide before `current`: the first one wraps to the last. */
export function previousSlide(current: number, total: number): number {
  return wrap(current - 1, total);
}

/** Brings any integer into 1..total, cyclically. */
function wrap(slide: number, total: number): number {
  return ((((slide - 1) % total) + total) % total) + 1;
}

const SLIDE_HASH = /^#?([1-9]\d{0,3})$/;

/**
 * The slide a URL hash names (`#3` -> 3), or `null` when it names none: empty, not a plain
 * positive whole number (`#abc`, `#03`, `#2.5`, `#-1`), or past the last slide (`#99`).
 */
export function parseSlideHash(hash: string, total: number): number | null {
  const match = SLIDE_HASH.exec(hash);
  if (!match?.[1]) return null;
  const slide = Number(match[1]);
  return slide <= total ? slide : null;
}

/** The hash that links to a slide. */
export function slideHash(slide: number): string {
  return `#${slide}`;
}
