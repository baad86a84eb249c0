import { COVER_LETTER_PREVIEW_LENGTH } from '@app/shared/developers/developers.constants';

/** The first 150 characters of the cover letter (part-1 §9), as a recruiter's list would show it. */
export function CoverLetterPreview({ text }: { text: string }) {
  const letter = text.trim();
  if (!letter) return null;
  const preview =
    letter.length > COVER_LETTER_PREVIEW_LENGTH ? `${letter.slice(0, COVER_LETTER_PREVIEW_LENGTH).trimEnd()}…` : letter;
  return (
    <figure className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <figcaption className="text-xs font-semibold text-slate-600">Cover letter preview</figcaption>
      <p className="mt-1 text-sm break-words text-slate-700">{preview}</p>
    </figure>
  );
}
