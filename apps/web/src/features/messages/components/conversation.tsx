import { ConversationThread, type ConversationThreadProps } from './conversation-thread';

export interface ConversationProps extends Omit<ConversationThreadProps, 'conversation'> {
  applicationId: string;
}

/** The conversation of one application between the job owner and the applicant (issue 20 §7). */
export function Conversation({ applicationId, ...props }: ConversationProps) {
  return <ConversationThread conversation={{ kind: 'application', id: applicationId }} {...props} />;
}
