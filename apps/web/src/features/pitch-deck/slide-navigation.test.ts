import { describe, expect, it } from 'vitest';
import { nextSlide, parseSlideHash, previousSlide, slideHash } from './slide-navigation';

const TOTAL = 10;

describe('nextSlide', () => {
  it('moves one slide on', () => {
    expect(nextSlide(1, TOTAL)).toBe(2);
    expect(nextSlide(9, TOTAL)).toBe(10);
  });

  it('wraps from the last slide to the first', () => {
    expect(nextSlide(10, TOTAL)).toBe(1);
  });

  it('visits every slide once in ten steps and comes back to the start', () => {
    const seen: number[] = [];
    let slide = 1;
    for (let step = 0; step < TOTAL; step += 1) {
      seen.push(slide);
      slide = nextSlide(slide, TOTAL);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(slide).toBe(1);
  });
});

describe('previousSlide', () => {
  it('moves one slide back', () => {
    expect(previousSlide(10, TOTAL)).toBe(9);
    expect(previousSlide(2, TOTAL)).toBe(1);
  });

  it('wraps from the first slide to the last', () => {
    expect(previousSlide(1, TOTAL)).toBe(10);
  });

  it('undoes nextSlide on every slide', () => {
    for (let slide = 1; slide <= TOTAL; slide += 1) {
      expect(previousSlide(nextSlide(slide, TOTAL), TOTAL)).toBe(slide);
      expect(nextSlide(previousSlide(slide, TOTAL), TOTAL)).toBe(slide);
    }
  });

  it('works for a deck of one slide', () => {
    expect(nextSlide(1, 1)).toBe(1);
    expect(previousSlide(1, 1)).toBe(1);
  });
});

describe('parseSlideHash', () => {
  it('reads every slide number from 1 to 10', () => {
    for (let slide = 1; slide <= TOTAL; slide += 1) expect(parseSlideHash(`#${slide}`, TOTAL)).toBe(slide);
  });

  it('accepts the hash without its #', () => {
    expect(parseSlideHash('7', TOTAL)).toBe(7);
  });

  it.each([
    ['', 'empty'],
    ['#', 'a bare #'],
    ['#0', 'zero'],
    ['#11', 'one past the last slide'],
    ['#99', 'far past the last slide'],
    ['#123456', 'a long number'],
    ['#abc', 'letters'],
    ['#3abc', 'a number followed by letters'],
    ['#03', 'a leading zero'],
    ['#2.5', 'a fraction'],
    ['#-1', 'a negative number'],
    ['#+3', 'a plus sign'],
    ['# 3', 'a space'],
    ['#1e1', 'an exponent'],
    ['#main', 'an element id'],
  ])('refuses %j (%s)', (hash) => {
    expect(parseSlideHash(hash, TOTAL)).toBeNull();
  });

  it('round-trips with slideHash', () => {
    for (let slide = 1; slide <= TOTAL; slide += 1) expect(parseSlideHash(slideHash(slide), TOTAL)).toBe(slide);
  });
});
