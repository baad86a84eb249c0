import { PROJECT_SLOTS } from '@app/shared/jobs/project-slots';
import { Bot, ListOrdered, RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { ChatInput } from '../../../../components/ui/chat/chat-input';
import { ChatMessageList } from '../../../../components/ui/chat/chat-message-list';
import type { ChatMessage } from '../../hooks/conversation-storage';

interface ChatPanelProps {
  messages: ChatMessage[];
  answered: number;
  isReplying: boolean;
  isFinished: boolean;
  /** True while the conversation is fresh: a description or the ten questions are still open. */
  isOpen: boolean;
  /** Why the last answer was not sent (a description too long to read). */
  notice: string | null;
  onSend(text: string): boolean;
  onAnswerStepByStep(): void;
  onStartOver(): void;
}

/** The chat window: progress, the conversation, the answer box, "Answer step by step instead" and "Start over". */
export function ChatPanel({
  messages,
  answered,
  isReplying,
  isFinished,
  isOpen,
  notice,
  onSend,
  onAnswerStepByStep,
  onStartOver,
}: ChatPanelProps) {
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
        <Button variant="secondary" size="sm" onClick={onStartOver} disabled={isOpen && !isReplying}>
          <RotateCcw className="size-4" aria-hidden />
          Start over
        </Button>
      </div>
      <ChatMessageList messages={messages} isTyping={isReplying} />
      {isOpen && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3">
          <p className="text-sm text-slate-600">Prefer the ten questions, one at a time?</p>
          <Button variant="secondary" size="sm" onClick={onAnswerStepByStep}>
            <ListOrdered className="size-4" aria-hidden />
            Answer step by step instead
          </Button>
        </div>
      )}
      {notice && (
        <p role="alert" className="border-t border-slate-200 bg-red-50 px-4 py-2 text-sm text-red-800">
          {notice}
        </p>
      )}
      <ChatInput
        onSend={onSend}
        isDisabled={isReplying || isFinished}
        placeholder={isFinished ? 'All ten questions answered' : undefined}
      />
    </section>
  );
}
