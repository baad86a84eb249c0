import { type ReactNode, type Ref, useId } from 'react';
import { Card } from '../../../components/ui/card';

/** One titled part of the account page: a region named by its heading, with optional actions. */
export function AccountSection({
  title,
  description,
  actions,
  children,
  headingRef,
}: {
  title: string;
  /** For moving the focus here (the heading takes it programmatically, not by Tab). */
  headingRef?: Ref<HTMLHeadingElement>;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      {/* On a phone the actions go under the text, which would be squeezed beside them. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 outline-none"
          >
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </Card>
  );
}

/** A sentence the server or the browser answered, announced when it appears. */
export function FailureMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
