import { TextField } from '../../../components/ui/field';

/** A free-form amount box (part-2 §5): text with the decimal keypad on phones, parsed by the form. */
export function AmountField({
  label,
  value,
  error,
  hint,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  onChange(value: string): void;
}) {
  return (
    <TextField
      label={label}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
