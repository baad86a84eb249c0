import { PASSKEY_NAME_MAX } from '@app/shared/accounts/accounts.constants';
import type { Passkey } from '@app/shared/accounts/accounts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { describeError } from '../../../lib/api-error';
import { describeLastUse } from '../account-labels';
import { useRenamePasskey } from '../api/rename-passkey';

interface PasskeyItemProps {
  passkey: Passkey;
  onRemove(passkey: Passkey): void;
}

/** One passkey: its name (renamed in place), when it was saved and last used, and Remove. */
export function PasskeyItem({ passkey, onRemove }: PasskeyItemProps) {
  const [isRenaming, setIsRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);

  // Back to the Rename button when the form closes, so the keyboard stays where it was.
  useEffect(() => {
    if (wasRenaming.current && !isRenaming) renameButton.current?.focus();
    wasRenaming.current = isRenaming;
  }, [isRenaming]);

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      {isRenaming ? (
        <RenameForm passkey={passkey} onDone={() => setIsRenaming(false)} />
      ) : (
        <>
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{passkey.name}</p>
            <p className="text-sm text-slate-600">
              Saved {formatLongDate(passkey.createdAt)} · {describeLastUse(passkey.lastUsedAt)}
              {passkey.deviceType === 'multiDevice' ? ' · synced across your devices' : ''}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <button
              ref={renameButton}
              type="button"
              className={buttonClassName('secondary', 'sm')}
              aria-label={`Rename ${passkey.name}`}
              onClick={() => setIsRenaming(true)}
            >
              Rename
            </button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove ${passkey.name}`}
              onClick={() => onRemove(passkey)}
            >
              Remove
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone(): void }) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Give the passkey a name');
    if (trimmed === passkey.name) return onDone();
    rename.mutate(
      { id: passkey.id, name: trimmed },
      { onSuccess: onDone, onError: (failure) => setError(describeError(failure)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <TextField
          label="Passkey name"
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          error={error}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
        />
      </div>
      <div className="flex gap-2 sm:pt-7">
        <Button type="submit" isLoading={rename.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
