import { WAITLIST_LIMITS } from '@app/shared/waitlists/waitlists.constants';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';

type ContactFieldProps = UseFormRegisterReturn & { error?: string };

/** The name both waitlists ask for. */
export function NameField(props: ContactFieldProps) {
  return <TextField label="Name" required autoComplete="name" maxLength={WAITLIST_LIMITS.nameMax} {...props} />;
}

/** The email both waitlists write to. */
export function EmailField(props: ContactFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      required
      autoComplete="email"
      placeholder="you@example.com"
      maxLength={WAITLIST_LIMITS.emailMax}
      {...props}
    />
  );
}
