import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { parseRecoveryCodeInput } from '../recovery-code-input';

interface RecoveryCodeFormProps {
  /** Called with the normalised code; the parent may ask before it signs in. */
  onSubmit(code: string): void;
  isPending: boolean;
  /** The server's answer when the code did not work. */
  failure: string | null;
  /** What the form does with the code: signing in (the default), or confirming it's you. */
  formLabel?: string;
  submitLabel?: string;
}

/** "Use a recovery code": one code, typed as it was shown (dashes, spaces and case do not matter). */
export function RecoveryCodeForm({
  onSubmit,
  isPending,
  failure,
  formLabel = 'Sign in with a recovery code',
  submitLabel = 'Sign in with this code',
}: RecoveryCodeFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRecoveryCodeInput(value);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    onSubmit(parsed.code);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel} className="flex flex-col gap-3">
      <TextField
        label="Recovery code"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error ?? failure ?? undefined}
        hint="For example 7KQ2-M9XD-4RTA-PW3C. Each code works once."
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        className="font-mono"
      />
      <div>
        <Button type="submit" variant="secondary" isLoading={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
