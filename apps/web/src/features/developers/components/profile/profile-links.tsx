import { ExternalLink } from 'lucide-react';

interface Links {
  portfolio: string | null;
  github: string | null;
  linkedin: string | null;
}

const LABELS = { portfolio: 'Portfolio', github: 'GitHub', linkedin: 'LinkedIn' } as const;

/** The developer's links, each opening in a new tab without handing it this page. */
export function ProfileLinks({ links, name }: { links: Links; name: string }) {
  const entries = (Object.keys(LABELS) as (keyof Links)[]).flatMap((kind) => {
    const url = links[kind]?.trim();
    return url && /^https:\/\//i.test(url) ? [{ kind, url }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <ul aria-label={`${name || 'Developer'} links`} className="flex flex-wrap gap-3">
      {entries.map(({ kind, url }) => (
        <li key={kind}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            {LABELS[kind]}
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
