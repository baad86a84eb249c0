import { useId } from 'react';
import { SelectField, type SelectFieldProps } from '../../../../components/ui/select-field';

/**
 * The shared SelectField plus what it has no slot for yet: the inline message, marked invalid
 * and described by it, like TextField. Its label carries the ' *' required mark in its text.
 */
export function ChoiceField({ error, ...props }: SelectFieldProps & { error?: string }) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <SelectField
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={error ? '[&_select]:border-red-500' : undefined}
        {...props}
      />
      {error && (
        <p id={messageId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
