import type { Member } from '@app/shared/members/members.schemas';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { MemberAbout } from './member-about';
import { MemberFacts } from './member-facts';
import { MemberReviews } from './member-reviews';

/** The whole page of one member: who, what they say, their counts and developers' reviews. */
export function MemberProfile({ member, isOwner }: { member: Member; isOwner: boolean }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <UserAvatar user={member} size="md" />
        <div className="min-w-0 flex-1">
          <h1 id={headingId} className="text-3xl font-bold tracking-tight break-words text-slate-900">
            {member.name}
          </h1>
          {member.company && <p className="text-sm break-words text-slate-600">{member.company}</p>}
        </div>
        {member.savedAccount && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            <KeyRound className="size-3.5" aria-hidden />
            Saved account
          </span>
        )}
      </header>
      {isOwner && <p className="text-sm text-slate-600">This is your page: everyone sees it as it is here.</p>}
      <MemberFacts member={member} />
      <MemberAbout member={member} isOwner={isOwner} />
      <MemberReviews member={member} />
    </article>
  );
}
