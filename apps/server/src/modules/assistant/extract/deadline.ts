/** A deadline found in a text (deadlines.ts and period-deadlines.ts both make them). */
export interface Deadline {
  start: number;
  date: Date;
  /** "by March 2027", "by the end of Q3 2026", "by Christmas 2026". */
  text: string;
  /**
   * What is right before it: a deadline word ("by", "before", "deadline:"), a preposition ("in",
   * "for"), or nothing (a quarter standing alone: "Q1 next year would be great").
   */
  cue: 'explicit' | 'preposition' | 'none';
}
