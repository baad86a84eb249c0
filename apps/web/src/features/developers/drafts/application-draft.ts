import { APPLICATION_ENTRY_MAX_LENGTH } from '@app/shared/developers/developers.constants';
import { addTag } from '@app/shared/forms/tag-list';
import type { Job } from '@app/shared/jobs/jobs.schemas';
import { z } from 'zod';
import { readJson, removeItem, writeJson } from '../../../lib/storage';
import { DEVELOPER_STORAGE_KEYS } from '../developer-storage-keys';

const text = z.string().catch('');
const list = z
  .array(z.string())
  .catch([])
  .transform((entries) =>
    entries.reduce<string[]>(
      (kept, entry) => addTag(kept, entry, { maxLength: APPLICATION_ENTRY_MAX_LENGTH }).tags,
      [],
    ),
  );

/** The Job Application Wizard's values (part-1 §3); `jobId` is '' when no listed job was picked. */
export const ApplicationDraftSchema = z.object({
  jobId: text,
  jobTitle: text,
  companyName: text,
  jobDescription: text,
  relevantSkills: list,
  relevantExperience: list,
  coverLetter: text,
  resumeHighlights: list,
  interviewPrep: list,
});
export type ApplicationDraft = z.infer<typeof ApplicationDraftSchema>;

export const emptyApplicationDraft = (): ApplicationDraft => ApplicationDraftSchema.parse({});

export function readApplicationDraft(): ApplicationDraft | null {
  const stored = readJson<unknown>(DEVELOPER_STORAGE_KEYS.applicationDraft, null);
  return stored === null ? null : ApplicationDraftSchema.parse(typeof stored === 'object' ? stored : {});
}

export function saveApplicationDraft(draft: ApplicationDraft): void {
  writeJson(DEVELOPER_STORAGE_KEYS.applicationDraft, draft);
}

export function clearApplicationDraft(): void {
  removeItem(DEVELOPER_STORAGE_KEYS.applicationDraft);
}

/** The wizard's start for a listed job (an invitation's "Apply"); a draft already begun for that job is kept. */
export function draftForJob(job: Pick<Job, 'id' | 'title' | 'description'>, stored: ApplicationDraft | null) {
  if (stored?.jobId === job.id) return stored;
  return { ...emptyApplicationDraft(), jobId: job.id, jobTitle: job.title, jobDescription: job.description };
}
