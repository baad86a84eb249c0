import { DisplayNameSchema, USER_NAME_MAX, type User } from '@app/shared/users/users.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { DISPLAY_NAME_SAVE_FAILED } from '../../../components/display-name/display-name-prompt';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-error';
import { saveDisplayName } from '../../../lib/display-name';

/** The account's name, and changing it in place (PATCH /api/account, issue 41 §1). */
export function DisplayNameEditor({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [isEditing, setIsEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const formId = useId();

  const close = () => {
    setIsEditing(false);
    setError(undefined);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DisplayNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setIsSaving(true);
    try {
      const result = await saveDisplayName(queryClient, parsed.data);
      if (result.status === 'sent') notify('success', `Others now see you as ${parsed.data}.`);
      else
        notify('info', 'Your new name is pending.', 'It is saved on this device and sent when the connection is back.');
      close();
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? (failure.errors[0]?.message ?? failure.serverMessage ?? DISPLAY_NAME_SAVE_FAILED)
          : DISPLAY_NAME_SAVE_FAILED,
      );
    } finally {
      setIsSaving(false);
    }
  };

  if (isEditing) {
    return (
      <form id={formId} onSubmit={save} noValidate className="flex w-full max-w-md flex-col gap-2">
        <TextField
          label="Your name"
          hint="Shown beside your jobs, applications, messages, questions and answers."
          value={name}
          autoFocus
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && close()}
          error={error}
          showCounter
          counterMax={USER_NAME_MAX}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" isLoading={isSaving}>
            Save name
          </Button>
          <Button variant="ghost" size="sm" onClick={close} disabled={isSaving}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-semibold break-words text-slate-900">{user.name}</h2>
        <Button
          ref={editButton}
          variant="ghost"
          size="sm"
          onClick={() => {
            setName(user.hasDisplayName ? user.name : '');
            setIsEditing(true);
          }}
        >
          <Pencil className="size-3.5" aria-hidden />
          {user.hasDisplayName ? 'Change name' : 'Choose your name'}
        </Button>
      </div>
      {!user.hasDisplayName && (
        <p className="text-sm text-amber-800">Others see you as “{user.name}” until you choose a name.</p>
      )}
    </div>
  );
}
