import { Compass, Palette, Presentation, RefreshCw, Rocket, Zap } from 'lucide-react';
import type { FeatureItem } from '../feature-grid';
import type { Stat } from '../stat-grid';
import type { Testimonial } from '../testimonial-list';

/** The landing page's copy (FACTS.md "Landing page"; part-2 §2 /landing-page, §9). */
export const HERO_FEATURES = [
  { title: 'Professional Prototype', description: 'A clickable prototype your users and investors can try.' },
  { title: 'Investor-Ready Pitch Deck', description: 'The story, market and numbers, designed to raise.' },
  { title: 'Fast Turnaround', description: 'Both delivered in 2-3 weeks.' },
] as const;

export const SERVICE_FEATURES: readonly FeatureItem[] = [
  {
    icon: Rocket,
    title: 'Professional Prototype',
    description: 'A working, clickable prototype of your core flows, built with the tools real products use.',
  },
  {
    icon: Presentation,
    title: 'Investor-Ready Pitch Deck',
    description: 'Problem, solution, market, business model and roadmap in a deck investors read to the end.',
  },
  {
    icon: Zap,
    title: 'Fast Delivery',
    description: 'From kickoff to prototype and deck in 2-3 weeks, with progress you can see every few days.',
  },
  {
    icon: Palette,
    title: 'Design Excellence',
    description: 'A clean, consistent interface that works on phones and desktops from day one.',
  },
  {
    icon: Compass,
    title: 'Strategic Guidance',
    description: 'Advice on scope, audience and positioning from people who have launched products before.',
  },
  {
    icon: RefreshCw,
    title: 'Iterative Process',
    description: 'Review rounds at each milestone, so what you get is what you meant.',
  },
];

export const SERVICE_STATS: readonly Stat[] = [
  { value: '500+', label: 'Ideas validated' },
  { value: '95%', label: 'Success rate' },
  { value: '2-3 weeks', label: 'Delivery' },
  { value: '24/7', label: 'Support' },
];

export const SERVICE_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'We walked into our seed meetings with a prototype people could tap through and a deck that answered every question. We closed the round in six weeks.',
    name: 'Priya Nair',
    role: 'Founder, HealthTrack',
  },
  {
    quote:
      'I had a napkin sketch and a spreadsheet. Three weeks later I had something my first customers could actually use.',
    name: 'Marcus Webb',
    role: 'Founder, ShiftBoard',
  },
  {
    quote:
      'The review rounds made the difference: every milestone got closer to what I had in my head, and the deck told the story better than I could.',
    name: 'Elena Sousa',
    role: 'Co-founder, GreenLedger',
  },
];
