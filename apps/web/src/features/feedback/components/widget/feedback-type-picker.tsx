import { FEEDBACK_TYPES, type FeedbackType } from '@app/shared/feedback/feedback.constants';
import { useId } from 'react';
import { cn } from '../../../../components/ui/cn';

/** The four feedback types as a radio group of tiles (native radios: arrow keys for free). */
export function FeedbackTypePicker({
  value,
  onChange,
}: {
  value: FeedbackType | null;
  onChange: (type: FeedbackType) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">What kind of feedback?</legend>
      <div className="grid grid-cols-2 gap-2">
        {FEEDBACK_TYPES.map((type) => (
          <label
            key={type.id}
            className={cn(
              'relative flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === type.id ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={type.id}
              checked={value === type.id}
              onChange={() => onChange(type.id)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span aria-hidden>{type.icon}</span>
            {type.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
