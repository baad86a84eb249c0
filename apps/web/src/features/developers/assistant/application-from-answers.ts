import { APPLICATION_SLOTS, type ApplicationSlot } from '@app/shared/developers/developer-questions';
import { type ApplicationDraft, emptyApplicationDraft } from '../drafts/application-draft';
import { appendText, appendUnique, isShortEntry, splitList, splitSentences } from './answer-parsing';
import type { GatheredAnswers } from './questions';

const JOB_LEAD =
  /^(?:(?:i'm|i am|i want to be|i'd like to be)\s+)?(?:applying|apply)?\s*(?:for|to)?\s*(?:the|a|an)?\s*(?:(?:role|position|job) (?:of|as)\s+)?/i;
const INTERVIEW_LEAD =
  /^.*?\b(?:worry about|worried about|nervous about|practi[cs]e|prepare for|topics?(?: are| is)?:?|interview:)\s+/i;

/** 'Senior Frontend Engineer at Acme Corp' -> title and company; a lone title otherwise. */
export function parseJob(answer: string): Pick<ApplicationDraft, 'jobTitle' | 'companyName'> {
  const text = answer
    .trim()
    .replace(JOB_LEAD, '')
    .replace(/[.!]+$/, '');
  const [title = '', company = ''] = text.split(/\s+(?:at|@|with)\s+|\s*[,|]\s*|\s[-–—]\s/i);
  return { jobTitle: title.trim(), companyName: company.trim() };
}

function readFit(draft: ApplicationDraft, answer: string): ApplicationDraft {
  let { relevantSkills, relevantExperience } = draft;
  for (const sentence of splitSentences(answer)) {
    const items = splitList(sentence);
    if (items.length > 0 && items.every(isShortEntry)) relevantSkills = appendUnique(relevantSkills, items);
    else relevantExperience = appendUnique(relevantExperience, [sentence.replace(/[.!]+$/, '')]);
  }
  return { ...draft, relevantSkills, relevantExperience };
}

const interviewTopics = (text: string) => splitList(text.replace(INTERVIEW_LEAD, ''));

/**
 * The materials answer: the cover letter, with its sentences about the interview as topics. A
 * narrower question for the topics alone files its answers under `interview`.
 */
function readMaterials(draft: ApplicationDraft, answer: string): ApplicationDraft {
  const sentences = splitSentences(answer);
  const aboutInterview = sentences.filter((sentence) => /interview/i.test(sentence));
  const letter = sentences.filter((sentence) => !/interview/i.test(sentence)).join(' ');
  return {
    ...draft,
    coverLetter: appendText(draft.coverLetter, letter),
    interviewPrep: appendUnique(draft.interviewPrep, aboutInterview.flatMap(interviewTopics)),
  };
}

/** The Application Wizard's starting values from the chat answers (issue 7: best effort). */
export function buildApplicationDraft(gathered: GatheredAnswers): ApplicationDraft {
  let draft = emptyApplicationDraft();
  for (const answer of gathered.job ?? []) {
    if (draft.jobTitle) draft.jobDescription = appendText(draft.jobDescription, answer);
    else draft = { ...draft, ...parseJob(answer) };
  }
  for (const answer of gathered.company ?? []) {
    draft.companyName ||= answer
      .trim()
      .replace(/^(?:at|with|for)\s+/i, '')
      .replace(/[.!]+$/, '');
  }
  for (const answer of gathered.fit ?? []) draft = readFit(draft, answer);
  for (const answer of gathered.materials ?? []) draft = readMaterials(draft, answer);
  for (const answer of gathered.interview ?? []) {
    draft = { ...draft, interviewPrep: appendUnique(draft.interviewPrep, interviewTopics(answer)) };
  }
  return draft;
}

/** The application slots the answers filled (issue 33), so a question is asked only for what is open. */
export function filledApplicationSlots(draft: ApplicationDraft): ApplicationSlot[] {
  const filled: Record<ApplicationSlot, boolean> = {
    job: Boolean(draft.jobTitle),
    company: Boolean(draft.companyName),
    skills: draft.relevantSkills.length > 0,
    experience: draft.relevantExperience.length > 0,
    coverLetter: Boolean(draft.coverLetter),
    interviewTopics: draft.interviewPrep.length > 0,
  };
  return APPLICATION_SLOTS.filter((slot) => filled[slot]);
}
