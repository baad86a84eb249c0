/** Small, forgiving readers for free-text chat answers. Best effort: the wizard lets people fix it. */

/** Splits at sentence ends and line breaks. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const LEAD_INS =
  /^(?:(?:and|also|plus|mostly|mainly)\s+)?(?:(?:i|we)\s+(?:mostly\s+|mainly\s+)?(?:use|know|work with|love|like|am good at|worry about|want to practi[cs]e)|my (?:skills|stack|main skills) (?:are|is)|skills:|topics:)\s*/i;

/** 'React, Node.js and Go.' -> ['React', 'Node.js', 'Go']. */
export function splitList(text: string): string[] {
  return text
    .split(/[,;\n]|\s+and\s+|\s+&\s+/i)
    .map((item) =>
      item
        .trim()
        .replace(LEAD_INS, '')
        .replace(/[.!?]+$/, '')
        .trim(),
    )
    .filter(Boolean);
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Short entries look like skills ('React', 'System Design'); longer ones are sentences. */
export const isShortEntry = (text: string) => wordCount(text) <= 3;

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s,;<>"')]+|\b(?:github\.com|linkedin\.com)\/[^\s,;<>"')]+/gi;

/** Every link in the text, with https:// added where it was left out and trailing dots dropped. */
export function extractUrls(text: string): string[] {
  return [...text.matchAll(URL_PATTERN)].map((match) => {
    const raw = match[0].replace(/[.!?]+$/, '');
    return /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  });
}

export const hasUrl = (text: string) => extractUrls(text).length > 0;

export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Adds a paragraph to a text field without losing what is there. */
export const appendText = (current: string, addition: string) =>
  [current.trim(), addition.trim()].filter(Boolean).join('\n\n');

/** Adds entries to a list, skipping ones already there (any case). */
export function appendUnique(list: string[], entries: string[]): string[] {
  const result = [...list];
  for (const entry of entries) {
    if (!result.some((existing) => existing.toLowerCase() === entry.toLowerCase())) result.push(entry);
  }
  return result;
}
