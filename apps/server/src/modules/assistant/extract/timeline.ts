import { ASAP, TIMELINE_WORDS } from '../data/timeline-cues.data.ts';
import { findDeadlines, weeksUntil } from './deadlines.ts';
import { findDurations } from './durations.ts';
import { escapeRegExp } from './patterns.ts';
import { type Span, sentenceAt, splitSentences } from './sentences.ts';

export interface Timeline {
  timelineWeeks?: number;
  timelineText: string;
}

const TIMELINE = new RegExp(`(?<![\\p{L}])(?:${TIMELINE_WORDS.map((word) => escapeRegExp(word)).join('|')})`, 'giu');
const LABEL = /^\s*[-*•]?\s*(?:timeline|time ?frame|deadline|duration|eta|delivery|when)\b/i;
const QUALIFIER =
  /\b(?:in|within|over|about|around|approx\.?|roughly|~|max(?:imum)?|under|less than|up to|next|the next|for|take|takes|taking)\s*(?:about|around|approx\.?|roughly|~|the next|a)?\s*$/i;

/** The nearest timeline word in the sentence, in characters from the span; null when none. */
function timelineWordDistance(sentence: Span, start: number, end: number): number | null {
  let best: number | null = null;
  for (const match of sentence.text.matchAll(TIMELINE)) {
    const at = sentence.start + match.index;
    if (at >= start && at < end) continue;
    const distance = at < start ? start - at : at - end;
    if (best === null || distance < best) best = distance;
  }
  return best;
}

/**
 * A duration that is a clause of its own ("6 months.", "Budget 8-10k, 6 weeks.", "About 3 months,
 * budget 40k"): in a list of terms, a bare duration is the timeline.
 */
function standsAlone(text: string, sentence: Span, start: number, end: number): boolean {
  const before = text.slice(sentence.start, start).split(/[,;:]/).pop() ?? '';
  const after = text.slice(end, sentence.end).split(/[,;:]/)[0] ?? '';
  const words = `${before} ${after}`.split(/[\s.()~!]+/).filter((word) => /\p{L}/u.test(word) && !HEDGES.test(word));
  return words.length <= 1;
}

/** Words around a bare duration that only bound or soften it ("a month and a half at most", "6 weeks or so"). */
const HEDGES =
  /^(?:at|most|max|maximum|tops|or|so|less|about|around|roughly|approx|approximately|ish|max\.|no|not|more|than|under|within)$/i;

/** A timeline and where it is written. */
export interface TimelineFound {
  timeline: Timeline;
  at: number;
}

interface Candidate {
  start: number;
  score: number;
  timeline: Timeline;
}

/**
 * The project's timeline: a deadline ("by March", "end of Q2", "before Christmas") or a duration
 * ("3 months", "in six weeks"), whichever the text ties more clearly to delivery; "ASAP" when it
 * only says it is urgent; the money's runway ("6 months of runway") when it says nothing else. Dates are read from the reference, the time of the request.
 */
export function findTimeline(
  text: string,
  reference: Date,
  sentences: readonly Span[] = splitSentences(text),
): TimelineFound | null {
  const candidates: Candidate[] = [];
  let runway: Candidate | null = null;
  for (const duration of findDurations(text)) {
    if (duration.isRunway) {
      runway ??= {
        start: duration.start,
        score: 0,
        timeline: { timelineWeeks: duration.weeks, timelineText: duration.text },
      };
      continue;
    }
    const sentence = sentenceAt(sentences, duration.start);
    if (!sentence) continue;
    const distance = timelineWordDistance(sentence, duration.start, duration.end);
    let score = 0;
    if (distance !== null) score += distance < 50 ? 3 : 2;
    if (QUALIFIER.test(text.slice(Math.max(0, duration.start - 20), duration.start))) score += 1;
    if (LABEL.test(sentence.text)) score += 3;
    if (standsAlone(text, sentence, duration.start, duration.end)) score += 3;
    if (score >= 3) {
      candidates.push({
        start: duration.start,
        score,
        timeline: { timelineWeeks: duration.weeks, timelineText: duration.text },
      });
    }
  }
  for (const deadline of findDeadlines(text, reference)) {
    const sentence = sentenceAt(sentences, deadline.start);
    const hasTimelineWord = sentence
      ? timelineWordDistance(sentence, deadline.start, deadline.start) !== null || LABEL.test(sentence.text)
      : false;
    const score = deadline.cue === 'explicit' ? 5 : hasTimelineWord ? 3 : 0;
    if (score >= 3) {
      candidates.push({
        start: deadline.start,
        score,
        timeline: { timelineWeeks: weeksUntil(deadline.date, reference), timelineText: deadline.text },
      });
    }
  }
  const best = candidates.reduce<Candidate | null>(
    (winner, candidate) =>
      winner === null ||
      candidate.score > winner.score ||
      (candidate.score === winner.score && candidate.start < winner.start)
        ? candidate
        : winner,
    null,
  );
  if (best) return { timeline: best.timeline, at: best.start };
  const urgent = text.match(ASAP);
  if (urgent) return { timeline: { timelineText: 'ASAP' }, at: urgent.index ?? 0 };
  // "A 6 month runway for this": with no other timeline, the work has to fit the money's time.
  return runway ? { timeline: runway.timeline, at: runway.start } : null;
}

/** The project's timeline alone (see findTimeline). */
export function extractTimeline(
  text: string,
  reference: Date,
  sentences: readonly Span[] = splitSentences(text),
): Timeline | null {
  return findTimeline(text, reference, sentences)?.timeline ?? null;
}
