import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { hasChosenName } from '../../lib/display-name';
import { fetchViewer, useViewer } from '../../lib/viewer-id';
import { DisplayNamePrompt } from './display-name-prompt';

export interface DisplayNameGate {
  /**
   * Runs `action` at once for a visitor who chose a name; otherwise asks for one first (the
   * `prompt` appears) and runs it once the name is saved. Cancelling runs nothing.
   */
  run(action: () => void): void;
  /** The question, where the page placed it; null while nothing is asked. */
  prompt: ReactNode;
  isAsking: boolean;
}

/**
 * The first time a visitor does something others will see (issue 41 §1: publish a job, apply,
 * message, ask or answer, share a prototype, propose a contract), the page asks "How should others
 * see you?" in place, then carries on. `continueLabel` finishes "Save and …".
 */
export function useDisplayNameGate(continueLabel: string): DisplayNameGate {
  const queryClient = useQueryClient();
  // Asked as the page opens, so a named visitor's action never waits for it.
  const viewer = useViewer();
  const [pending, setPending] = useState<{ action: () => void } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const hasName = hasChosenName;

  const run = (action: () => void) => {
    if (viewer.data !== undefined) {
      if (hasName(viewer.data)) action();
      else ask(action);
      return;
    }
    fetchViewer(queryClient).then(
      (known) => (hasName(known) ? action() : ask(action)),
      // The server cannot say who this is (offline): the action itself keeps its own honest outcome.
      () => action(),
    );
  };

  const ask = (action: () => void) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending({ action });
  };

  const prompt = pending ? (
    <DisplayNamePrompt
      continueLabel={continueLabel}
      onSaved={() => {
        setPending(null);
        pending.action();
      }}
      onCancel={() => {
        setPending(null);
        returnFocus.current?.focus();
      }}
    />
  ) : null;

  return { run, prompt, isAsking: pending !== null };
}
