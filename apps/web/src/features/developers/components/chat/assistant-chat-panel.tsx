import { Bot, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { ChatInput } from '../../../../components/ui/chat/chat-input';
import { ChatMessageList } from '../../../../components/ui/chat/chat-message-list';
import type { AssistantState, ChatMessage } from '../../hooks/assistant-state';

const MODE_LABELS: Record<AssistantState['mode'], string> = {
  choosing: 'Profile or job application?',
  profile: 'Building your developer profile',
  application: 'Preparing your job application',
};

interface AssistantChatPanelProps {
  mode: AssistantState['mode'];
  messages: ChatMessage[];
  isReplying: boolean;
  isComplete: boolean;
  onSend(text: string): boolean;
  onStartOver(): void;
  /** Shown between the conversation and the message box: the CV paste (issue 23). */
  children?: ReactNode;
}

/** The chat window: what the assistant is doing, the conversation, the message box and "Start over". */
export function AssistantChatPanel({
  mode,
  messages,
  isReplying,
  isComplete,
  onSend,
  onStartOver,
  children,
}: AssistantChatPanelProps) {
  return (
    <section
      aria-labelledby="developer-chat-heading"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-white" aria-hidden>
            <Bot className="size-5" />
          </span>
          <div>
            <h2 id="developer-chat-heading" className="font-semibold text-slate-900">
              Developer Assistant
            </h2>
            <p className="text-xs text-slate-600">{MODE_LABELS[mode]}</p>
          </div>
        </div>
        <Button variant="secondary" size="sm" onClick={onStartOver} disabled={messages.length <= 1}>
          <RotateCcw className="size-4" aria-hidden />
          Start over
        </Button>
      </div>
      <ChatMessageList messages={messages} isTyping={isReplying} />
      {children}
      <ChatInput
        onSend={onSend}
        isDisabled={isReplying || isComplete}
        placeholder={isComplete ? 'All done: the wizard takes it from here' : 'Type your message…'}
        label="Your message"
      />
    </section>
  );
}
