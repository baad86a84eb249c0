import type { Stat } from '../stat-grid';
import type { Testimonial } from '../testimonial-list';

/** The course page's copy (part-2 §2 /coding-education, §9: 8 weeks, sessions of 5-10 minutes). */
export const COURSE_MODULES = [
  {
    title: 'Frontend Foundations',
    weeks: 'Weeks 1-2',
    topics: ['HTML, CSS and modern JavaScript', 'React components, state and forms', 'Pairing with an AI assistant'],
  },
  {
    title: 'Backend Development',
    weeks: 'Weeks 3-4',
    topics: ['APIs with Node.js', 'Databases and data modelling', 'Validation, errors and security basics'],
  },
  {
    title: 'Full-Stack Integration',
    weeks: 'Weeks 5-6',
    topics: ['Connecting the frontend to your API', 'Sign-in and user data', 'Testing what you built'],
  },
  {
    title: 'Deployment',
    weeks: 'Weeks 7-8',
    topics: ['Shipping to the web', 'Domains, environments and monitoring', 'Your live app, ready to show'],
  },
] as const;

export const COURSE_STATS: readonly Stat[] = [
  { value: '8', label: 'Weeks' },
  { value: '1-on-1', label: 'Coaching' },
  { value: '1', label: 'Live app' },
  { value: '3+', label: 'Years expertise' },
];

export const COURSE_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I had tried three online courses and never finished one. Short sessions with someone who knew my code got me to a deployed app in eight weeks.',
    name: 'Jasmine Ortiz',
    role: 'Career changer, now a junior developer',
  },
  {
    quote:
      'The one-on-one format meant every question got answered the same day. Learning to work with an AI assistant properly was the best part.',
    name: 'Daniel Okafor',
    role: 'Product manager',
  },
  {
    quote: 'I fit the sessions around my job: ten minutes at lunch, ten in the evening. My app now has real users.',
    name: 'Hannah Lee',
    role: 'Founder, TutorMatch',
  },
];
