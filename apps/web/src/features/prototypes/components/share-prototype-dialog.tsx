import {
  PRESET_TECHNOLOGIES,
  PROTOTYPE_CATEGORIES,
  PROTOTYPE_CATEGORY_LABELS,
  PROTOTYPE_DESCRIPTION_MAX,
  PROTOTYPE_ENTRY_MAX_LENGTH,
  PROTOTYPE_MESSAGES,
  PROTOTYPE_STATUS_LABELS,
  PROTOTYPE_STATUSES,
  PROTOTYPE_TAGS_MAX,
  PROTOTYPE_TECHNOLOGIES_MAX,
  PROTOTYPE_TITLE_MAX,
} from '@app/shared/prototypes/prototypes.constants';
import type { Prototype } from '@app/shared/prototypes/prototypes.schemas';
import { checkRepoUrl } from '@app/shared/prototypes/url-rules';
import { useController } from 'react-hook-form';
import { CreateFormDialog } from '../../../components/forms/create-form-dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TagInput } from '../../../components/ui/tag-input';
import { usePagesUrlCheck } from '../hooks/use-pages-url-check';
import { useShareForm } from '../hooks/use-share-form';
import { PagesUrlField } from './pages-url-field';

interface SharePrototypeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onShared(prototype: Prototype): void;
}

function repoUrlError(raw: string | null | undefined): string | undefined {
  if (!raw?.trim()) return undefined;
  const check = checkRepoUrl(raw);
  return check.valid ? undefined : check.reason;
}

/** 'Share Your Prototype' (part-1 §5): every rule is checked as you type and again on submit. */
export function SharePrototypeDialog({ open, onOpenChange, onShared }: SharePrototypeDialogProps) {
  const { form, submit, hasTried, failure, namePrompt, isSubmitting } = useShareForm({
    onDone: (prototype) => {
      onOpenChange(false);
      if (prototype) onShared(prototype);
    },
  });
  const tags = useController({ control: form.control, name: 'tags' });
  const technologies = useController({ control: form.control, name: 'technologies' });
  const values = form.watch();
  const urlCheck = usePagesUrlCheck(values.githubPagesUrl);
  // Emptiness is told once, in the combined alert; other problems (too long) by the field.
  const fieldError = (name: 'title' | 'description') =>
    values[name].trim() ? form.formState.errors[name]?.message : undefined;
  const isIncomplete = !values.title.trim() || !values.description.trim() || !values.githubPagesUrl.trim();

  return (
    <CreateFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Your Prototype"
      description="Show the community what you built: a live link, what it does and what it is made with."
      onSubmit={submit}
      incompleteMessage={hasTried && isIncomplete ? PROTOTYPE_MESSAGES.requiredFields : null}
      failure={failure}
      submitLabel="Share Prototype"
      isSubmitting={isSubmitting}
      namePrompt={namePrompt}
    >
      <TextField
        label="Title"
        required
        maxLength={PROTOTYPE_TITLE_MAX}
        showCounter
        currentLength={values.title.length}
        placeholder="E.g. Recipe planner prototype"
        error={fieldError('title')}
        {...form.register('title')}
      />
      <TextAreaField
        label="Description"
        required
        rows={4}
        maxLength={PROTOTYPE_DESCRIPTION_MAX}
        showCounter
        currentLength={values.description.length}
        placeholder="What does it do, and what did you want to learn with it?"
        error={fieldError('description')}
        {...form.register('description')}
      />
      <PagesUrlField check={urlCheck} hasTried={hasTried} {...form.register('githubPagesUrl')} />
      <TextField
        label="Repository URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://github.com/you/your-prototype"
        error={repoUrlError(values.githubRepoUrl)}
        {...form.register('githubRepoUrl')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Category" {...form.register('category', { setValueAs: (value) => value || null })}>
          <option value="">Choose a category</option>
          {PROTOTYPE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {PROTOTYPE_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" {...form.register('status')}>
          {PROTOTYPE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PROTOTYPE_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      </div>
      <TagInput
        label="Tags"
        value={tags.field.value}
        onChange={tags.field.onChange}
        placeholder="E.g. mobile, checkout"
        max={PROTOTYPE_TAGS_MAX}
        maxLength={PROTOTYPE_ENTRY_MAX_LENGTH}
        error={hasTried && values.tags.length === 0 ? PROTOTYPE_MESSAGES.tagRequired : undefined}
      />
      <TagInput
        label="Technologies"
        value={technologies.field.value}
        onChange={technologies.field.onChange}
        placeholder="Pick below or type your own"
        suggestions={PRESET_TECHNOLOGIES}
        max={PROTOTYPE_TECHNOLOGIES_MAX}
        maxLength={PROTOTYPE_ENTRY_MAX_LENGTH}
        error={hasTried && values.technologies.length === 0 ? PROTOTYPE_MESSAGES.technologyRequired : undefined}
      />
    </CreateFormDialog>
  );
}
