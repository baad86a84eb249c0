import { AppError } from '../../lib/app-error.ts';

/**
 * Where a live stream stands, sent as each event's `id:` and given back as `Last-Event-ID`
 * (docs/decisions/004). Ids are taken at insert but become visible at commit, so "the highest id
 * sent" is not enough: a lower id may still commit. The cursor says exactly what the client has:
 * every id up to `floor`, and the ids in `sent` (all above `floor`). A resumed stream replays every
 * row above `floor` that is not in `sent`, late ones included.
 *
 * Written `<floor>.<step>.<step>…`: each step is the distance from the previous id (the first from
 * the floor), so the ids of one visitor in a burst stay short. `183.2.1` is 183 and below, 185, 186.
 * A plain notification id (older clients, the web app's first connection) is a floor alone.
 */
export interface StreamCursor {
  floor: number;
  /** Ascending, each above `floor`. */
  sent: number[];
}

export function formatStreamCursor(floor: number, sent: readonly number[]): string {
  let text = String(floor);
  let previous = floor;
  for (const id of sent) {
    text += `.${id - previous}`;
    previous = id;
  }
  return text;
}

/** Reads a `Last-Event-ID` (its shape already checked by StreamHeadersSchema). */
export function parseStreamCursor(text: string): StreamCursor {
  const [floorText = '', ...steps] = text.split('.');
  const floor = Number(floorText);
  const sent: number[] = [];
  let previous = floor;
  for (const step of steps) {
    previous += Number(step);
    sent.push(previous);
  }
  const isValid =
    /^\d+$/.test(floorText) && Number.isSafeInteger(previous) && steps.every((step) => /^[1-9]\d*$/.test(step));
  if (!isValid)
    throw new AppError(400, 'invalid_input', 'Invalid Last-Event-ID: open the stream without it.', [
      { path: 'headers.last-event-id', message: 'is not an event id from this stream' },
    ]);
  return { floor, sent };
}
