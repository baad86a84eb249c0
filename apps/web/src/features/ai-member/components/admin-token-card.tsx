import { KeyRound, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { TitledCard } from '../../../components/ui/titled-card';

/**
 * The admin token: typed into a password field, kept in this tab's sessionStorage and never shown
 * again. Saving it unlocks the admin buttons; Forget locks them.
 */
export function AdminTokenCard({
  hasToken,
  onSave,
  onForget,
}: {
  hasToken: boolean;
  onSave: (token: string) => void;
  onForget: () => void;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) {
      setError('Enter the admin token.');
      return;
    }
    onSave(draft);
    setDraft('');
    setError(undefined);
  };

  return (
    <TitledCard
      icon={KeyRound}
      title="Admin access"
      description="Starting the engine, making the AI answer, debug reads and moderation need the admin token. It is kept in this browser tab only (session storage) and sent only with admin calls."
    >
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3" noValidate>
        <TextField
          label="Admin token"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={error}
          hint={hasToken ? 'A token is saved. Saving another replaces it.' : undefined}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">Save</Button>
          <Button variant="secondary" onClick={onForget} disabled={!hasToken}>
            Forget
          </Button>
        </div>
      </form>
      <p role="status" className="mt-3 flex items-center gap-2 text-sm">
        {hasToken ? (
          <>
            <ShieldCheck className="size-4 text-emerald-600" aria-hidden />
            <span className="text-emerald-800">Admin token saved for this tab. Admin actions are unlocked.</span>
          </>
        ) : (
          <span className="text-slate-600">No admin token saved. Admin actions are locked.</span>
        )}
      </p>
    </TitledCard>
  );
}
