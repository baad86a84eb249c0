/** A piece of the text with its place in it. */
export interface Span {
  text: string;
  start: number;
  end: number;
}

/** Abbreviations whose dot does not end a sentence. */
const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|approx|vs|dr|mr|mrs|ms|ca|incl|min|max|no|nr|st|jr|sr)|\b[A-Z])\.$/i;

/**
 * The sentences of a text: a line break always ends one (lists, headings, "Budget: ..." lines);
 * ".", "!" or "?" ends one when a space follows and it is not an abbreviation ("e.g.", "approx.")
 * nor inside a number or a name ("3.5k", "Node.js").
 */
export function splitSentences(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const leading = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) spans.push({ text: trimmed, start: start + leading, end: start + leading + trimmed.length });
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n') {
      push(index);
      start = index + 1;
    } else if ((char === '.' || char === '!' || char === '?') && /\s/.test(text[index + 1] ?? ' ')) {
      if (char === '.' && ABBREVIATIONS.test(text.slice(Math.max(start, index - 8), index + 1))) continue;
      push(index + 1);
      start = index + 1;
    }
  }
  push(text.length);
  return spans;
}

/** The sentence around a position. */
export function sentenceAt(sentences: readonly Span[], position: number): Span | undefined {
  return sentences.find((sentence) => position >= sentence.start && position < sentence.end);
}

/** Whether a position starts its sentence (bullets, quotes and brackets before it do not count). */
export function startsSentence(text: string, sentence: Span, position: number): boolean {
  return /^[\s\-*•·>"'“(#\d.)]*$/.test(text.slice(sentence.start, position));
}

/** First letter in capitals, the rest as written; surrounding punctuation trimmed. */
export function tidy(text: string): string {
  const trimmed = text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:\-–—*•·.]+|[\s,;:\-–—*•·]+$/g, '')
    .trim();
  // "iOS app", "eBay store": a word with capitals inside keeps its first letter as written.
  if (/^\p{Ll}+\p{Lu}/u.test(trimmed)) return trimmed;
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** At most `max` characters, cut at a word. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/** Words, for counting. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
