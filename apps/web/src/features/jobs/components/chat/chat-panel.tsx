import { PROJECT_SLOTS } from '@app/shared/jobs/project-slots';
import { Bot, RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { ChatInput } from '../../../../components/ui/chat/chat-input';
import { ChatMessageList } from '../../../../components/ui/chat/chat-message-list';
import type { ChatMessage } from '../../hooks/conversation-storage';

interface ChatPanelProps {
  messages: ChatMessage[];
  answered: number;
  isReplying: boolean;
  isFinished: boolean;
  onSend(text: string): boolean;
  onStartOver(): void;
}

/** The chat window: progress, the conversation, the answer box and "Start over". */
export function ChatPanel({ messages, answered, isReplying, isFinished, onSend, onStartOver }: ChatPanelProps) {
  const total = PROJECT_SLOTS.length;
  return (
    <section aria-labelledby="chat-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-white" aria-hidden>
            <Bot className="size-5" />
          </span>
          <div>
            <h2 id="chat-heading" className="font-semibold text-slate-900">
              Project Assistant
            </h2>
            <p className="text-xs text-slate-600">
              {answered} of {total} answered
            </p>
          </div>
        </div>
        <Button variant="secondary" size="sm" onClick={onStartOver} disabled={messages.length <= 2 && !isReplying}>
          <RotateCcw className="size-4" aria-hidden />
          Start over
        </Button>
      </div>
      <ChatMessageList messages={messages} isTyping={isReplying} />
      <ChatInput
        onSend={onSend}
        isDisabled={isReplying || isFinished}
        placeholder={isFinished ? 'All ten questions answered' : undefined}
      />
    </section>
  );
}
