import {
  PROTOTYPE_CARD_TECHNOLOGIES,
  PROTOTYPE_DESCRIPTION_PREVIEW,
} from '@app/shared/prototypes/prototypes.constants';

/** The first 120 characters of the description, as the grid shows it (part-1 §9). */
export function previewOf(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  return text.length <= PROTOTYPE_DESCRIPTION_PREVIEW
    ? text
    : `${text.slice(0, PROTOTYPE_DESCRIPTION_PREVIEW).trimEnd()}…`;
}

/** The technologies a card shows (the first 3) and the ones it folds into '+N'. */
export function splitTechnologies(technologies: readonly string[]): { shown: string[]; hidden: string[] } {
  return {
    shown: technologies.slice(0, PROTOTYPE_CARD_TECHNOLOGIES),
    hidden: technologies.slice(PROTOTYPE_CARD_TECHNOLOGIES),
  };
}

export function countLabel(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}
