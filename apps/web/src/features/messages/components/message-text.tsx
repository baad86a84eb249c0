import { useMemo } from 'react';
import { linkify } from '../linkify';

/**
 * A message as the person wrote it: text with its newlines, bare web addresses as links that open
 * in a new tab without handing this page to the other site (issue 20 §7). React renders every
 * piece as text, so markup in a message is shown, never interpreted.
 */
export function MessageText({ body }: { body: string }) {
  const segments = useMemo(() => linkify(body), [body]);
  return (
    <p className="break-words whitespace-pre-wrap">
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one message never move
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium underline underline-offset-2"
          >
            {segment.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one message never move
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
