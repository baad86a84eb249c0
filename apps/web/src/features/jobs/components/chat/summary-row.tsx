import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';

interface SummaryRowProps {
  label: string;
  answer: string;
  onSave(answer: string): void;
}

/** One answer of the summary, with Edit -> inline field -> Save. */
export function SummaryRow({ label, answer, onSave }: SummaryRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const row = useRef<HTMLLIElement>(null);
  const isEditing = draft !== null;
  const wasEditing = useRef(false);

  useEffect(() => {
    if (wasEditing.current && !isEditing) row.current?.querySelector('button')?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  if (isEditing) {
    return (
      <li className="flex flex-col gap-2 border-t border-slate-100 py-3">
        <TextAreaField
          label={label}
          value={draft}
          rows={2}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
        />
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={!draft.trim()}
            onClick={() => {
              onSave(draft);
              setDraft(null);
            }}
          >
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </div>
      </li>
    );
  }

  return (
    <li ref={row} className="flex items-start justify-between gap-3 border-t border-slate-100 py-3">
      <div className="min-w-0">
        <p className="text-xs font-medium text-slate-500">{label}</p>
        <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{answer}</p>
      </div>
      <Button size="sm" variant="ghost" aria-label={`Edit ${label}`} onClick={() => setDraft(answer)}>
        <Pencil className="size-4" aria-hidden />
        Edit
      </Button>
    </li>
  );
}
