import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cn } from './cn';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options?: readonly SelectOption[];
  /** A first option meaning "no choice" (its value is ''). */
  emptyLabel?: string;
  /** Extra <option>/<optgroup> elements after `options`. */
  children?: ReactNode;
  /** A validation message, shown under the select and tied to it. */
  error?: string;
}

/** A labelled native select: the platform's keyboard, phone picker and screen-reader behaviour for free. */
export function SelectField({
  label,
  options = [],
  emptyLabel,
  className,
  id,
  children,
  error,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const messageId = `${fieldId}-message`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={cn(
          'h-10 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600 disabled:bg-slate-50 disabled:text-slate-400 sm:text-sm',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...props}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      {error && (
        <p id={messageId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
