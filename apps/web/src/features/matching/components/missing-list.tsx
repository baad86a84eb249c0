import { CircleAlert } from 'lucide-react';
import { useId } from 'react';

/** What a job asks that the developer's profile does not show ("The job asks for Kubernetes, ..."). */
export function MissingList({ missing }: { missing: readonly string[] }) {
  const labelId = useId();
  if (missing.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <p id={labelId} className="text-xs font-semibold text-slate-700">
        Not on your profile
      </p>
      <ul aria-labelledby={labelId} className="flex flex-col gap-1">
        {missing.map((item) => (
          <li key={item} className="flex gap-2 break-words text-slate-700">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
            <span className="min-w-0">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
