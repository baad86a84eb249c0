/** A piece of a message: plain text, or a bare web address to show as a link. */
export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A bare http(s) address, up to the next whitespace or angle bracket. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.dev/a."). */
const TRAILING_PUNCTUATION = /[.,;:!?'*]+$/;

/** Drops a closing bracket the address does not open, so "(see https://x.dev/a)" keeps its ")". */
function trimUnbalanced(url: string): string {
  let result = url;
  for (;;) {
    const trimmed = result.replace(TRAILING_PUNCTUATION, '');
    const last = trimmed.at(-1);
    const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
    const opener = last ? pairs[last] : undefined;
    if (opener && trimmed.split(opener).length <= trimmed.split(last as string).length - 1) {
      result = trimmed.slice(0, -1);
      continue;
    }
    return trimmed;
  }
}

function toHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into text and links (issue 20 §7): only bare http and https addresses become
 * links, everything else stays text, so nothing a person writes is ever rendered as HTML.
 */
export function linkify(body: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) segments.push({ kind: 'text', text: body.slice(textStart, end) });
  };
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    const candidate = trimUnbalanced(match[0]);
    const href = toHref(candidate);
    // "https://" alone, or an address the URL parser refuses, stays text.
    if (!href || candidate.length <= match[0].indexOf('//') + 2) continue;
    pushText(start);
    segments.push({ kind: 'link', text: candidate, href });
    textStart = start + candidate.length;
  }
  pushText(body.length);
  return segments;
}
