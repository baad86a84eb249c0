import { ASSISTANT_TEXT_MAX_LENGTH } from '@app/shared/assistant/assistant.constants';
import { useEffect, useId, useRef } from 'react';
import type { CvPdfState } from '../../hooks/use-cv-pdf';

const HINT = 'At most 5 MB. Its text goes into the box above, for you to check before filling your profile.';

function StateMessage({ id, state }: { id: string; state: CvPdfState }) {
  if (state.status === 'failed') {
    return (
      <p id={id} role="alert" className="text-xs text-red-600">
        {state.message}
      </p>
    );
  }
  // Always present, so what it says next is announced.
  return (
    <p id={id} role="status" className="flex items-center gap-2 text-xs text-slate-600">
      {state.status === 'reading' && (
        <>
          <span
            className="size-3.5 shrink-0 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
            aria-hidden
          />
          Reading {state.fileName}…
        </>
      )}
      {state.status === 'read' &&
        `Read ${state.fileName}: check the text above, then choose Fill my profile.${
          state.isTruncated
            ? ` Only the first ${ASSISTANT_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters were kept.`
            : ''
        }`}
      {state.status === 'idle' && HINT}
    </p>
  );
}

/** "Or upload a PDF": a labelled file input, its progress and the server's answer next to it. */
export function CvPdfUpload({
  state,
  onFile,
  autoFocus,
}: {
  state: CvPdfState;
  onFile(file: File): void;
  /** Opened with "or upload a PDF": the file input takes the focus, not the paste box. */
  autoFocus?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const isReading = state.status === 'reading';
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Or upload a PDF
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        disabled={isReading}
        aria-busy={isReading || undefined}
        aria-invalid={state.status === 'failed' || undefined}
        aria-describedby={`${id}-message`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) reads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
        className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:h-8 file:cursor-pointer file:rounded-lg file:border file:border-solid file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      />
      <StateMessage id={`${id}-message`} state={state} />
    </div>
  );
}
