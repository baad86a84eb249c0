import { constants, createInflate } from 'node:zlib';

/**
 * The first cap, before PDF.js sees the file (issue 40): what its streams decode to. A stream is
 * the bytes between `stream` and the next `endstream`; one whose dictionary names FlateDecode is
 * inflated here and counted by its output (stopping as soon as the budget is passed), any other by
 * its raw length (images stay encoded for a text read; other filters are bounded by the worker's
 * memory cap and deadline). Damaged streams count what inflated before the damage, as PDF.js reads.
 */
export async function hasDecodedBytesWithin(pdf: Uint8Array, maxBytes: number): Promise<boolean> {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const keyword = /(?<!end)stream(?:\r\n|\n|\r)/g;
  let total = 0;
  for (const match of text.matchAll(keyword)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const data = pdf.subarray(start, end === -1 ? pdf.length : end);
    // The dictionary is just before the keyword; a window is enough to see its /Filter.
    const dictionary = text.slice(Math.max(0, match.index - 2048), match.index);
    const isFlate = /\/(?:FlateDecode|Fl)\b/.test(dictionary.slice(dictionary.lastIndexOf(' obj') + 1));
    total += isFlate ? await inflatedLength(data, maxBytes - total + 1) : data.length;
    if (total > maxBytes) return false;
  }
  return true;
}

function inflatedLength(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    let length = 0;
    const done = () => resolve(length);
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) inflate.destroy();
    });
    inflate.on('end', done);
    inflate.on('close', done);
    inflate.on('error', done);
    inflate.end(data);
  });
}
