import { type ComponentProps, useId } from 'react';
import { cn } from '../../../components/ui/cn';

export const selectClassName =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600 sm:text-sm';

/** A labelled native select (the most accessible picker on phones). */
export function SelectField({ label, className, children, ...props }: { label: string } & ComponentProps<'select'>) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={selectClassName} {...props}>
        {children}
      </select>
    </div>
  );
}
