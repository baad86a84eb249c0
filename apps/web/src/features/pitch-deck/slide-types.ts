import type { AiPersona } from '@app/shared/ai-member/personas';
import type { HomeCard } from '@app/shared/navigation/home-cards';
import type { RoutePath } from '@app/shared/navigation/routes';

/** A titled paragraph: a problem, a part of the solution, an audience. */
export interface Point {
  heading: string;
  text: string;
}

export interface PageLink {
  path: RoutePath;
  label: string;
  text: string;
}

export interface ArchitectureLayer {
  name: string;
  tech: string;
  points: string[];
}

export interface RevenueStream {
  /** The spec's wording, shown exactly (part-2 §9 "Pitch deck revenue model"). */
  label: string;
  payer: string;
  detail: string;
}

export interface ComparisonRow {
  aspect: string;
  /** One value per competitor column, in column order. */
  values: string[];
}

export type MilestoneStatus = 'Built' | 'This release' | 'Next' | 'Planned';

export interface Milestone {
  status: MilestoneStatus;
  title: string;
  detail: string;
}

interface SlideCommon {
  /** The slide's heading, and its name in the slide list. */
  title: string;
  icon: string;
}

/** One slide's content; each kind has its own layout in `components/slides/`. */
export type Slide = SlideCommon &
  (
    | { kind: 'title'; kicker: string; tagline: string; summary: string; audiences: Point[] }
    | { kind: 'points'; lead: string; points: Point[] }
    | { kind: 'ai'; lead: string; assistants: PageLink[]; personas: readonly AiPersona[]; note: string }
    | { kind: 'architecture'; lead: string; layers: ArchitectureLayer[] }
    | { kind: 'demo'; lead: string; pages: readonly HomeCard[] }
    | { kind: 'revenue'; lead: string; streams: RevenueStream[]; example: string }
    | { kind: 'comparison'; lead: string; caption: string; columns: string[]; rows: ComparisonRow[] }
    | { kind: 'timeline'; lead: string; milestones: Milestone[] }
    | { kind: 'cta'; lead: string; actions: PageLink[] }
  );
