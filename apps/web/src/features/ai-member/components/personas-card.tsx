import { Card } from '../../../components/ui/card';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { describeError } from '../../../lib/api-error';
import { usePersonas } from '../api/get-personas';
import { AiLabel } from './ai-label';

/** The four personas the AI member answers as (GET /ai-community-member/personas). */
export function PersonasCard() {
  const personas = usePersonas();
  return (
    <Card>
      <h3 className="text-base font-semibold text-slate-900">The four AI personas</h3>
      <div className="mt-3">
        {personas.isPending && <LoadingState label="Loading personas..." />}
        {personas.isError && (
          <ErrorBanner
            message={`The personas could not be loaded. ${describeError(personas.error)}`}
            onRetry={() => void personas.refetch()}
          />
        )}
        {personas.data && (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label="AI personas">
            {personas.data.map((persona) => (
              <li key={persona.handle} className="flex gap-3 rounded-xl border border-slate-200 p-3">
                <UserAvatar user={{ id: persona.handle, name: persona.name, avatar: persona.handle }} size="md" />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
                    {persona.name} <AiLabel />
                  </p>
                  <p className="text-xs text-slate-500">@{persona.handle}</p>
                  <p className="mt-1 text-sm text-slate-700">{persona.role}</p>
                  <ul className="mt-2 flex flex-wrap gap-1" aria-label={`${persona.name}'s expertise`}>
                    {persona.expertise.map((skill) => (
                      <li key={skill} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                        {skill}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
