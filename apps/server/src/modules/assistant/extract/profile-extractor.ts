import type { ProfileFacts } from '@app/shared/assistant/assistant.schemas';
import {
  extractBio,
  extractHourlyRate,
  extractLanguages,
  extractLinks,
  extractYearsOfExperience,
  languageLines,
} from './profile-details.ts';
import { extractLocation, extractName, extractProfileTitle, extractTimezone, headerLines } from './profile-identity.ts';
import { splitSentences } from './sentences.ts';
import { extractTechnologies } from './technologies.ts';

/**
 * The built-in CV extractor (no network): name, title, skills as the dictionary's technologies,
 * years of experience, spoken languages, location, time zone, hourly rate and links, each only
 * when the text states it. "Since 2015" is counted to `reference`, the time of the request.
 */
export function extractProfileFacts(text: string, reference: Date): ProfileFacts {
  const sentences = splitSentences(text);
  const header = headerLines(text, sentences);
  const name = extractName(text, header);
  const skills = extractTechnologies(text, sentences);
  const languages = extractLanguages(languageLines(text, sentences));
  const facts: ProfileFacts = {
    name,
    title: extractProfileTitle(text, header, name),
    skills: skills.length > 0 ? skills.slice(0, 50) : undefined,
    yearsOfExperience: extractYearsOfExperience(text, reference),
    languages: languages.length > 0 ? languages.slice(0, 20) : undefined,
    location: extractLocation(text, header, sentences, name),
    timezone: extractTimezone(text),
    ...extractHourlyRate(text),
    ...extractLinks(text),
    bio: extractBio(text),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as ProfileFacts;
}
