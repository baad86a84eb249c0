// Types for sse-parse.mjs, so TypeScript clients share its parser.

export interface EventBlock {
  /** Its comment lines (`: ...`), without the colon, in order. */
  comments: string[];
  retry: number | null;
  id: string | null;
  event: string | null;
  /** Its `data:` lines joined with `\n`; null when it has none (then it is no event). */
  data: string | null;
}

export function parseEventBlock(block: string): EventBlock;

export function readEventBlocks(
  reader: ReadableStreamDefaultReader<string>,
  onBlock: (block: EventBlock) => void,
): Promise<void>;
