// The Server-Sent Events wire format as our own clients read it: the cluster test's stream clients
// (cluster/event-stream.mjs), the server tests' (apps/server/src/test/sse-client.ts) and the
// fan-out bench's (bench/lib/marketplace-bench.mjs). Plain JavaScript, so that plain `node` runs
// it (scripts/cluster-test.mjs has no TypeScript loader); sse-parse.d.mts types it for TypeScript.
// The server ends every line with `\n` and every block with a blank line (notifications/sse-sink.ts).

/**
 * One block (the lines before a blank line), field by field: its comment lines (`: ...`) in order,
 * the last `retry:` (a number), `id:` and `event:` values, and its `data:` lines joined with `\n`.
 * Whatever the block lacks is null; a block without data is no event, though its `id:` still
 * moves the stream's cursor (Last-Event-ID).
 */
export function parseEventBlock(block) {
  const parsed = { comments: [], retry: null, id: null, event: null, data: null };
  for (const line of block.split('\n')) {
    const separator = line.indexOf(':');
    const field = separator === -1 ? line : line.slice(0, separator);
    const value = separator === -1 ? '' : line.slice(separator + 1).replace(/^ /, '');
    if (field === '') parsed.comments.push(value);
    else if (field === 'retry') parsed.retry = Number(value);
    else if (field === 'id') parsed.id = value;
    else if (field === 'event') parsed.event = value;
    else if (field === 'data') parsed.data = parsed.data === null ? value : `${parsed.data}\n${value}`;
  }
  return parsed;
}

/**
 * Reads a `text/event-stream` body (`body.pipeThrough(new TextDecoderStream()).getReader()`: the
 * caller keeps the reader, to cancel it) and hands each block to `onBlock`, parsed, as soon as its
 * blank line arrives. Resolves when the stream ends; rejects when a read fails (an abort, a cut
 * connection).
 */
export async function readEventBlocks(reader, onBlock) {
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      onBlock(parseEventBlock(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
    }
  }
}
