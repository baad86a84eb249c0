import { CHAT_INPUT_MAX_HEIGHT_PX } from '@app/shared/jobs/project-slots';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../button';
import { isSendKey, SEND_KEY_HINT } from '../send-key';

interface ChatInputProps {
  /** Returns false when the message was not taken (the text then stays). */
  onSend(text: string): boolean;
  isDisabled: boolean;
  placeholder?: string;
  /** The hidden label read to screen-reader users, e.g. 'Your answer'. */
  label?: string;
}

/**
 * The chat's message box (part-1 §2): Enter sends, Shift+Enter adds a line, blank input is not sent,
 * disabled while the assistant replies, and it grows with the text up to 120 px.
 */
export function ChatInput({
  onSend,
  isDisabled,
  placeholder = 'Type your answer…',
  label = 'Your answer',
}: ChatInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const wasDisabled = useRef(isDisabled);
  const canSend = !isDisabled && text.trim().length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text, read from the element
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, CHAT_INPUT_MAX_HEIGHT_PX)}px`;
    element.style.overflowY = element.scrollHeight > CHAT_INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [text]);

  // Give the box back to the person once the assistant has answered.
  useEffect(() => {
    if (wasDisabled.current && !isDisabled) textarea.current?.focus();
    wasDisabled.current = isDisabled;
  }, [isDisabled]);

  const send = () => {
    if (canSend && onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="flex gap-2 border-t border-slate-200 p-3">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        ref={textarea}
        rows={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={isDisabled}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        className="flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-brand-600 disabled:opacity-50 sm:text-sm"
      />
      <span id={`${id}-hint`} className="sr-only">
        {SEND_KEY_HINT}
      </span>
      <Button type="submit" disabled={!canSend} className="shrink-0 self-end">
        <SendHorizontal className="size-4" aria-hidden />
        Send
      </Button>
    </form>
  );
}
