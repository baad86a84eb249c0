import { useId } from 'react';

/** 'I have a working prototype': takes the prototype bonus off the rate. */
export function PrototypeCheckbox({
  checked,
  bonus,
  onChange,
}: {
  checked: boolean;
  bonus: string;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-bonus`}
        className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          I have a working prototype
        </label>
        <span id={`${id}-bonus`} className="text-xs text-slate-500">
          {bonus} on the rate
        </span>
      </div>
    </div>
  );
}
