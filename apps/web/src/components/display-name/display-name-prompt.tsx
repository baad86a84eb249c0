import { DISPLAY_NAME_PROMPT, DisplayNameSchema, USER_NAME_MAX } from '@app/shared/users/users.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api-error';
import { saveDisplayName } from '../../lib/display-name';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';

export const DISPLAY_NAME_SAVE_FAILED = 'Your name could not be saved. Please try again.';

interface DisplayNamePromptProps {
  /** What happens once the name is saved ("publish", "post your answer"): the button says so. */
  continueLabel: string;
  /** Saved, or kept in the outbox while the server cannot be reached: carry on either way. */
  onSaved(): void;
  onCancel(): void;
}

/**
 * "How should others see you?" (issue 41 §1), asked in place before a visitor's first action that
 * others will see. Not a form of its own, so it can stand inside the form it interrupts: Enter in
 * the field saves, Escape cancels. A developer is never asked: the name on their profile became
 * their display name when they saved it (PUT /api/developers/me).
 */
export function DisplayNamePrompt({ continueLabel, onSaved, onCancel }: DisplayNamePromptProps) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const save = async () => {
    const parsed = DisplayNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setIsSaving(true);
    try {
      await saveDisplayName(queryClient, parsed.data);
      onSaved();
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? (failure.errors[0]?.message ?? failure.serverMessage ?? DISPLAY_NAME_SAVE_FAILED)
          : DISPLAY_NAME_SAVE_FAILED,
      );
      input.current?.focus();
    } finally {
      setIsSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      // The question closes, not the dialog it may stand in.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border-2 border-brand-200 bg-white p-4"
      data-testid="display-name-prompt"
    >
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {DISPLAY_NAME_PROMPT}
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          Your name appears beside what you publish, apply for and write. You can change it on your account page.
        </p>
      </div>
      <TextField
        ref={input}
        label="Your name"
        value={name}
        autoComplete="name"
        onChange={(event) => setName(event.target.value)}
        onKeyDown={onKeyDown}
        error={error}
        showCounter
        counterMax={USER_NAME_MAX}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void save()} isLoading={isSaving}>
          Save and {continueLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
