import type { ConversationSummary } from '@app/shared/messages/conversations.schemas';
import { developerPagePath, memberPath } from '@app/shared/navigation/marketplace-paths';
import { Link } from 'react-router';
import { conversationSubject, otherPartyName } from './conversation-list-item';

type OtherParty = NonNullable<ConversationSummary['otherParty']>;

/** The other person's page (issue 41 §2): their developer profile's when they are the thread's developer. */
export function otherPartyPath(party: OtherParty): string {
  return party.developerId ? developerPagePath(party.developerId) : memberPath(party.id);
}

/**
 * The open conversation's title, "Priya, about Booking app" or "Direct message with Priya", the name
 * linked to their page (underlined: in a heading, colour alone does not tell a link).
 */
export function ConversationHeading({ conversation }: { conversation: ConversationSummary | undefined }) {
  if (!conversation) return <h2 className="min-w-0 text-lg font-semibold text-slate-900">Conversation</h2>;
  const name = otherPartyName(conversation);
  const party = conversation.otherParty;
  const who = party ? (
    <Link to={otherPartyPath(party)} className="text-brand-700 underline underline-offset-2">
      {name}
    </Link>
  ) : (
    name
  );
  return (
    <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">
      {conversation.job ? (
        <>
          {who}, about {conversation.job.title}
        </>
      ) : (
        <>
          {conversationSubject(conversation)} with {who}
        </>
      )}
    </h2>
  );
}
