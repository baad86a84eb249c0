import { MATCH_LIMIT_DEFAULT, MATCH_MESSAGES } from '@app/shared/matching/matching.constants';
import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useDismissMatch } from '../api/dismiss-match';
import { useJobMatches } from '../api/get-job-matches';
import { markMatchInvited, refreshJobMatches } from '../api/match-cache';
import { useArriveAtAnchor } from '../hooks/use-arrive-at-anchor';
import { NO_DEVELOPER_MATCHES, SUGGESTED_DEVELOPERS_ID } from '../match-labels';
import { type InviteAction, SuggestedDeveloperCard } from './suggested-developer-card';

interface SuggestedDevelopersProps {
  jobId: string;
  /** Whether the job takes applications: a closed or filled one has no suggestions. */
  isOpen: boolean;
  inviteAction: InviteAction;
}

/**
 * "Suggested developers" on a job's applicants page (issue 33 §1): the best ten who have not
 * applied and were not dismissed, each with its score and reasons, Invite and "Not a fit".
 * Others link here (`#suggested-developers`).
 */
export function SuggestedDevelopers({ jobId, isOpen, inviteAction }: SuggestedDevelopersProps) {
  const query = useJobMatches(jobId, { isEnabled: isOpen });
  const dismiss = useDismissMatch(jobId);
  const queryClient = useQueryClient();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameLinks = useRef(new Map<string, HTMLAnchorElement>());
  const [announcement, setAnnouncement] = useState('');
  // After "Not a fit" the focus goes to the card now in its place (or the one before, or the heading).
  const [dismissed, setDismissed] = useState<{ index: number; developerId: string } | null>(null);
  const shown = (query.data ?? []).slice(0, MATCH_LIMIT_DEFAULT);

  useArriveAtAnchor(SUGGESTED_DEVELOPERS_ID, headingRef, !isOpen || !query.isPending);

  useEffect(() => {
    if (!dismissed || shown.some((match) => match.developer.id === dismissed.developerId)) return;
    setDismissed(null);
    const next = shown[dismissed.index] ?? shown[dismissed.index - 1];
    (next ? nameLinks.current.get(next.developer.id) : headingRef.current)?.focus();
  }, [dismissed, shown]);

  const onDismiss = (index: number, developerId: string, name: string) =>
    dismiss.mutate(developerId, {
      onSuccess: () => {
        setAnnouncement(`${name}: ${MATCH_MESSAGES.dismissed}`);
        setDismissed({ index, developerId });
      },
      onError: (error) => notify('error', describeError(error, `${name} could not be hidden. Please try again.`)),
    });

  return (
    <section id={SUGGESTED_DEVELOPERS_ID} aria-labelledby={headingId} className="flex scroll-mt-20 flex-col gap-4">
      <div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold text-slate-900 outline-none"
        >
          <Sparkles className="size-5 text-brand-600" aria-hidden />
          Suggested developers
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Developers whose profiles fit this job and who have not applied yet, best match first.
        </p>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {!isOpen ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          This job is not taking applications, so no developers are suggested for it. Reopen it to see them.
        </p>
      ) : query.isPending ? (
        <LoadingState label="Finding developers who match this job" />
      ) : query.isError ? (
        <ErrorBanner
          message={describeError(query.error, 'The suggested developers could not be loaded. Please try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState title={NO_DEVELOPER_MATCHES} icon={<Sparkles className="size-10" />}>
          <p>
            New developer profiles are matched as they are saved. You can also invite developers from the directory.
          </p>
        </EmptyState>
      ) : (
        <ul aria-label="Suggested developer list" className="grid gap-4 md:grid-cols-2">
          {shown.map((match, index) => (
            <li key={match.developer.id}>
              <SuggestedDeveloperCard
                match={match}
                inviteAction={inviteAction}
                onInvited={() => markMatchInvited(queryClient, jobId, match.developer.id)}
                onRefused={() => void refreshJobMatches(queryClient, jobId)}
                onDismiss={() => onDismiss(index, match.developer.id, match.developer.name)}
                isDismissing={dismiss.isPending && dismiss.variables === match.developer.id}
                nameRef={(element) => {
                  if (element) nameLinks.current.set(match.developer.id, element);
                  else nameLinks.current.delete(match.developer.id);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
