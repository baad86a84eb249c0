import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from './cn';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  counter?: { length: number; max?: number; min?: number };
  isRequired?: boolean;
  children: React.ReactNode;
}

function FieldFrame({ id, label, error, hint, counter, isRequired, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {isRequired && (
          <span className="text-red-600" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      <div className="flex justify-between gap-3 text-xs">
        <span
          id={`${id}-message`}
          className={error ? 'text-red-600' : 'text-slate-500'}
          role={error ? 'alert' : undefined}
        >
          {error ?? hint}
        </span>
        {counter && (
          <span
            className={cn(
              'shrink-0 tabular-nums',
              counter.max !== undefined && counter.length > counter.max ? 'text-red-600' : 'text-slate-500',
            )}
          >
            {counter.max !== undefined
              ? `${counter.length}/${counter.max}`
              : `${counter.length}/${counter.min} minimum`}
          </span>
        )}
      </div>
    </div>
  );
}

const controlClassName = (hasError: boolean) =>
  cn(
    'w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 sm:text-sm',
    'focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
    hasError ? 'border-red-500' : 'border-slate-300',
  );

type SharedProps = {
  label: string;
  error?: string;
  hint?: string;
  /** Show a length counter: `n/max`, or `n/min minimum`. */
  showCounter?: boolean;
  minLength?: number;
  /** The current length when the control is not controlled through `value` (react-hook-form). */
  currentLength?: number;
  /** The counter's maximum when the control must not enforce it (so a "too long" message stays reachable). */
  counterMax?: number;
};

/** Splits the shared field props from the control's own, and wires label, message and counter. */
function useField<
  P extends { id?: string; value?: unknown; required?: boolean; maxLength?: number; minLength?: number },
>(props: SharedProps & P) {
  const { label, error, hint, showCounter, currentLength, counterMax, id, ...control } = props;
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const length = currentLength ?? String(control.value ?? '').length;
  const frame: FieldFrameProps = {
    id: fieldId,
    label,
    error,
    hint,
    isRequired: control.required,
    counter: showCounter ? { length, max: counterMax ?? control.maxLength, min: control.minLength } : undefined,
    children: null,
  };
  const aria = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${fieldId}-message`,
  } as const;
  return { frame, aria, control, hasError: Boolean(error) };
}

export function TextField({
  className,
  ...props
}: SharedProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { frame, aria, control, hasError } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} {...aria} className={cn(controlClassName(hasError), className)} />
    </FieldFrame>
  );
}

export function TextAreaField({ className, ...props }: SharedProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { frame, aria, control, hasError } = useField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} {...aria} className={cn(controlClassName(hasError), 'min-h-24', className)} />
    </FieldFrame>
  );
}
