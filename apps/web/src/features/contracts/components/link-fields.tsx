import { X } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { DeliveryForm } from '../contract-forms';

interface LinkFieldsProps {
  register: UseFormRegister<DeliveryForm>;
  errors: FieldErrors<DeliveryForm>['links'];
  fields: readonly { id: string }[];
  onRemove(index: number): void;
}

/** The delivery's links, one field each, each removable. */
export function LinkFields({ register, errors, fields, onRemove }: LinkFieldsProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">Links (optional)</legend>
      {fields.length === 0 && <p className="text-sm text-slate-500">No links. Add one if the work is online.</p>}
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={`Link ${index + 1}`}
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="off"
              error={errors?.[index]?.url?.message}
              {...register(`links.${index}.url`)}
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="mt-7"
            aria-label={`Remove link ${index + 1}`}
            onClick={() => onRemove(index)}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
    </fieldset>
  );
}
