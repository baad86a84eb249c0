import { JOB_MESSAGES } from '@app/shared/jobs/jobs.schemas';
import { CheckCircle2, CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../../components/ui/button';

export const PENDING_PUBLICATION_MESSAGE = 'Your job is pending publication.';

interface PublishResultProps {
  status: 'published' | 'pending';
  onStartOver?: () => void;
  /** What the page adds under a published job (the developers who match it, composed in app/). */
  details?: ReactNode;
}

/** What happened to the publish: live on the server, or waiting on this device for the connection. */
export function PublishResult({ status, onStartOver, details }: PublishResultProps) {
  const isPublished = status === 'published';
  return (
    <div
      role="status"
      className={
        isPublished
          ? 'flex flex-col items-center gap-3 rounded-2xl border border-emerald-600 bg-emerald-100 px-6 py-12 text-center'
          : 'flex flex-col items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-6 py-12 text-center'
      }
    >
      {isPublished ? (
        <CheckCircle2 className="size-10 text-emerald-800" aria-hidden />
      ) : (
        <CloudOff className="size-10 text-amber-500" aria-hidden />
      )}
      <p className="text-lg font-semibold text-slate-900">
        {isPublished ? JOB_MESSAGES.published : PENDING_PUBLICATION_MESSAGE}
      </p>
      {!isPublished && (
        <p className="max-w-md text-sm text-slate-700">
          The server cannot be reached right now. Your job is saved on this device and will be published automatically
          when the connection is back.
        </p>
      )}
      {details && <div className="w-full max-w-md rounded-xl bg-white px-4 py-3 shadow-sm">{details}</div>}
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link to="/jobs?tab=published" className={buttonClassName('primary')}>
          View Project Listings
        </Link>
        {onStartOver && (
          <Button variant="secondary" onClick={onStartOver}>
            Post another project
          </Button>
        )}
      </div>
    </div>
  );
}
