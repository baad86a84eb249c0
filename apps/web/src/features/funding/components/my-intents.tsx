import { formatRelativeAge } from '@app/shared/format/format';
import { FileText } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useMyIntents } from '../api/get-my-intents';
import { summariseIntent } from '../intent-summary';

/** 'Your recorded intents': what this visitor submitted, as the server stored and computed it. */
export function MyIntents() {
  const { data, error, isPending, refetch } = useMyIntents();
  return (
    <section aria-labelledby="my-intents-heading" className="flex flex-col gap-3">
      <h2 id="my-intents-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FileText className="size-5 text-brand-600" aria-hidden />
        Your recorded intents
      </h2>
      {isPending ? (
        <LoadingState label="Loading your intents" />
      ) : error ? (
        <ErrorBanner
          message={`Could not load your recorded intents: ${describeError(error)}`}
          onRetry={() => void refetch()}
        />
      ) : data.intents.length === 0 ? (
        <EmptyState title="No intents recorded yet">
          Submit one of the forms above and it will be listed here.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.intents.map((intent) => {
            const summary = summariseIntent(intent);
            return (
              <li
                key={intent.id}
                className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{summary.title}</p>
                  <p className="text-sm text-slate-700">{summary.terms}</p>
                  <p className="text-sm text-slate-600 tabular-nums">{summary.outcome}</p>
                </div>
                <time dateTime={intent.createdAt} className="shrink-0 text-xs text-slate-500">
                  {formatRelativeAge(intent.createdAt)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
