import { BIO_PREVIEW_LENGTH } from '@app/shared/developers/developers.constants';
import { useId, useState } from 'react';

/** The bio cut at 150 characters with a 'Read More' toggle (part-1 §9). */
export function ExpandableBio({ bio, limit = BIO_PREVIEW_LENGTH }: { bio: string; limit?: number }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();
  const text = bio.trim();
  if (!text) return null;
  const isLong = text.length > limit;
  return (
    <div className="text-sm text-slate-700">
      <p id={id} className="break-words whitespace-pre-wrap">
        {isLong && !isExpanded ? `${text.slice(0, limit).trimEnd()}…` : text}
      </p>
      {isLong && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded(!isExpanded)}
          className="mt-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {isExpanded ? 'Show Less' : 'Read More'}
        </button>
      )}
    </div>
  );
}
