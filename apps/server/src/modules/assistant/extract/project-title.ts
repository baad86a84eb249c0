import { PROJECT_NAME } from '../data/project-cues.data.ts';
import type { ProjectPhrase } from './project-phrase.ts';
import { clip, tidy, wordCount } from './sentences.ts';

/** A short title: the project's own name when it has one, and what it is. */
export function extractTitle(text: string, project: ProjectPhrase | undefined): string | undefined {
  const named = text.match(PROJECT_NAME)?.groups;
  const name = (named?.labelled ?? named?.called ?? named?.launched)?.trim().replace(/[.,;]$/, '');
  // "Booking website for our kayak tours with online payments...": the features stay out of the title.
  const [head = '', tail] = project ? project.phrase.split(/\s+with\s+/i) : [''];
  const phrase = tail !== undefined && wordCount(head) >= 3 ? head : project?.phrase;
  const summary = phrase && wordCount(phrase) >= 2 ? clip(tidy(phrase), 90) : undefined;
  if (name && summary && !summary.toLowerCase().includes(name.toLowerCase()))
    return clip(`${tidy(name)}: ${summary}`, 120);
  return summary ?? (name ? tidy(name) : undefined);
}
