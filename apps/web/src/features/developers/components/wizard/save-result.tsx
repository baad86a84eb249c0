import { CheckCircle2, CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';

/** What happened to the save: on the server, or waiting on this device for the connection. */
export function SaveResult({
  status,
  savedTitle,
  pendingTitle,
  children,
}: {
  status: 'saved' | 'pending';
  savedTitle: string;
  pendingTitle: string;
  children?: ReactNode;
}) {
  const isSaved = status === 'saved';
  return (
    <div
      role="status"
      className={
        isSaved
          ? 'flex flex-col items-center gap-3 rounded-2xl border border-emerald-600 bg-emerald-100 px-6 py-12 text-center'
          : 'flex flex-col items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-6 py-12 text-center'
      }
    >
      {isSaved ? (
        <CheckCircle2 className="size-10 text-emerald-800" aria-hidden />
      ) : (
        <CloudOff className="size-10 text-amber-500" aria-hidden />
      )}
      <p className="text-lg font-semibold text-slate-900">{isSaved ? savedTitle : pendingTitle}</p>
      {!isSaved && (
        <p className="max-w-md text-sm text-slate-700">
          The server cannot be reached right now. It is kept on this device and sent automatically when the connection
          is back.
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}
