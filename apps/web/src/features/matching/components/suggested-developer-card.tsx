import type { DeveloperProfile } from '@app/shared/developers/developers.schemas';
import type { DeveloperMatch } from '@app/shared/matching/matching.schemas';
import { developerPagePath } from '@app/shared/navigation/marketplace-paths';
import { CheckCircle2, ThumbsDown } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useFocusAfterDecision } from '../../../lib/use-focus-after-decision';
import { MatchReasons } from './match-reasons';
import { MatchScore } from './match-score';

/**
 * The page's "Invite" for one developer (applications' invitation dialog, composed in app/);
 * `onInvited` once the invitation is sent, `onRefused` when the server refused it as out of date
 * (the developer applied meanwhile). It renders nothing for a developer who cannot be invited.
 */
export type InviteAction = (developer: DeveloperProfile, onInvited: () => void, onRefused: () => void) => ReactNode;

interface SuggestedDeveloperCardProps {
  match: DeveloperMatch;
  inviteAction: InviteAction;
  onInvited(): void;
  onRefused(): void;
  onDismiss(): void;
  isDismissing: boolean;
  /** The name's link: where the focus goes when the card before this one is dismissed. */
  nameRef?: Ref<HTMLAnchorElement>;
}

/** A suggested developer: who, how well they match and why, Invite and "Not a fit". */
export function SuggestedDeveloperCard({
  match,
  inviteAction,
  onInvited,
  onRefused,
  onDismiss,
  isDismissing,
  nameRef,
}: SuggestedDeveloperCardProps) {
  const { developer } = match;
  const headingId = useId();
  // Inviting replaces the Invite button: the focus follows to what replaced it.
  const invitedFocus = useFocusAfterDecision<HTMLParagraphElement>(match.invited ? 'invited' : '');

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <UserAvatar user={developer} size="md" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            <Link ref={nameRef} to={developerPagePath(developer.id)} className="text-brand-700 hover:underline">
              {developer.name}
            </Link>
          </h3>
          {developer.title && <p className="text-sm break-words text-slate-600">{developer.title}</p>}
        </div>
        <MatchScore score={match.score} />
      </div>
      <MatchReasons reasons={match.reasons} label={`Why ${developer.name} matches`} />
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        {match.invited ? (
          <p
            ref={invitedFocus.ref}
            tabIndex={-1}
            className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-emerald-50 px-3 text-sm font-medium text-emerald-800 outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CheckCircle2 className="size-4" aria-hidden />
            Invited
          </p>
        ) : (
          inviteAction(
            developer,
            () => {
              invitedFocus.arm();
              onInvited();
            },
            onRefused,
          )
        )}
        <Button variant="ghost" size="sm" onClick={onDismiss} isLoading={isDismissing}>
          {!isDismissing && <ThumbsDown className="size-4" aria-hidden />}
          Not a fit<span className="sr-only"> ({developer.name})</span>
        </Button>
      </div>
    </article>
  );
}
