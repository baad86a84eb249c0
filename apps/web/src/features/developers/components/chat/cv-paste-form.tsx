import { ASSISTANT_TEXT_MAX_LENGTH, type AssistantGenerator } from '@app/shared/assistant/assistant.constants';
import { ProfileDraftBodySchema, type ProfileFacts } from '@app/shared/assistant/assistant.schemas';
import { FileText, FileUp } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { ApiRequestError } from '../../../../lib/api-error';
import { useProfileDraft } from '../../api/request-profile-draft';
import { useCvPdf } from '../../hooks/use-cv-pdf';
import { CvPdfUpload } from './cv-pdf-upload';

const NOT_READ =
  'Your CV could not be read just now. Please try again, or tell the assistant about yourself in the chat.';

/** The server's sentence when it refuses the text itself (empty, too long); otherwise ours. */
function describeFailure(error: unknown): string {
  const refusal =
    error instanceof ApiRequestError && error.status === 400 && error.errors.find(({ path }) => path === 'text');
  return refusal ? refusal.message : NOT_READ;
}

/**
 * "Paste your CV or LinkedIn summary" (issue 23): the text goes to the server, and what it
 * understood fills the Developer Profile Wizard. Nothing typed is lost when it fails. "Or upload a
 * PDF" (issue 33) puts the PDF's text in the same box, to read and edit before the same draft.
 */
export function CvPasteForm({
  isDisabled,
  onFilled,
}: {
  isDisabled: boolean;
  onFilled(facts: ProfileFacts, generator: AssistantGenerator): void;
}) {
  const [openedFor, setOpenedFor] = useState<'paste' | 'pdf' | null>(null);
  const isOpen = openedFor !== null;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { mutate, isPending } = useProfileDraft();
  const opener = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const pdf = useCvPdf((read) => {
    setText(read);
    setError(null);
    // The PDF's text is the person's to read and edit now.
    form.current?.querySelector('textarea')?.focus();
  });

  useEffect(() => {
    if (wasOpen.current && !isOpen) opener.current?.querySelector('button')?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  if (!isOpen) {
    return (
      <div ref={opener} className="flex flex-wrap items-center gap-2 border-t border-slate-200 px-4 py-3">
        <Button variant="secondary" size="sm" disabled={isDisabled} onClick={() => setOpenedFor('paste')}>
          <FileText className="size-4" aria-hidden />
          Paste your CV or LinkedIn summary
        </Button>
        <Button variant="ghost" size="sm" disabled={isDisabled} onClick={() => setOpenedFor('pdf')}>
          <FileUp className="size-4" aria-hidden />
          or upload a PDF
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ProfileDraftBodySchema.shape.text.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? NOT_READ);
      return;
    }
    setError(null);
    mutate(
      { text: checked.data },
      {
        onSuccess: ({ facts, generator }) => {
          setText('');
          setOpenedFor(null);
          onFilled(facts, generator);
        },
        onError: (failure) => setError(describeFailure(failure)),
      },
    );
  };

  return (
    <form
      ref={form}
      aria-label="Fill your profile from your CV"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 border-t border-slate-200 p-3"
    >
      <TextAreaField
        label="Your CV or LinkedIn summary"
        hint="The assistant fills the Developer Profile Wizard with what it finds; you check it before saving."
        value={text}
        rows={6}
        autoFocus={openedFor === 'paste'}
        error={error ?? undefined}
        showCounter
        counterMax={ASSISTANT_TEXT_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
      />
      <CvPdfUpload state={pdf.state} onFile={pdf.read} autoFocus={openedFor === 'pdf'} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={isPending} disabled={pdf.isReading}>
          {isPending ? 'Reading your CV…' : 'Fill my profile'}
        </Button>
        <Button size="sm" variant="ghost" disabled={isPending} onClick={() => setOpenedFor(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
