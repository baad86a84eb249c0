import { parseHourlyRate } from '@app/shared/developers/developers.constants';
import type { Seeder } from '../../db/seed/seeder.ts';
import { insertProfile } from './developers.repository.ts';

/**
 * The three demo developers of FACTS.md, with full profiles. Their rating and completed projects
 * are earned from the demo contracts and reviews of contracts.seed.ts, not written here.
 */
const DEMO_DEVELOPERS = [
  {
    name: 'Lamont Evans',
    title: 'Full-Stack Developer & Platform Architect',
    avatarSeed: 'lamont-evans',
    location: 'San Francisco, CA',
    hourlyRate: '$85-140/hr',
    skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'AWS', 'System Design', 'GraphQL'],
    experience: '10+ years building SaaS platforms from MVP to scale',
    bio: 'Platform architect who has taken six products from a whiteboard sketch to thousands of paying users. I design systems that stay simple as they grow, and I enjoy mentoring teams through their first production launch.',
    portfolio: 'https://lamontevans.dev/',
    github: 'https://github.com/lamont-evans',
    linkedin: 'https://www.linkedin.com/in/lamont-evans',
    availability: 'Available' as const,
    languages: ['English', 'Spanish'],
    timezone: 'PST',
  },
  {
    name: 'Julian Faulkner',
    title: 'Frontend Developer & UI/UX Specialist',
    avatarSeed: 'julian-faulkner',
    location: 'Austin, TX',
    hourlyRate: '$70-110/hr',
    skills: ['React', 'Vue.js', 'CSS', 'Figma', 'Accessibility', 'Design Systems'],
    experience: '7 years crafting interfaces for startups and agencies',
    bio: 'I turn rough wireframes into fast, accessible interfaces people enjoy using. Design systems, motion and careful typography are my favourite tools, and I test every flow with real users before calling it done.',
    portfolio: 'https://julianfaulkner.design/',
    github: 'https://github.com/julian-faulkner',
    linkedin: 'https://www.linkedin.com/in/julian-faulkner',
    availability: 'Busy' as const,
    languages: ['English'],
    timezone: 'CST',
  },
  {
    name: 'Dantee Fluellen',
    title: 'Backend Developer & API Specialist',
    avatarSeed: 'dantee-fluellen',
    location: 'Seattle, WA',
    hourlyRate: '$75-125/hr',
    skills: ['Python', 'Node.js', 'PostgreSQL', 'Docker', 'REST APIs', 'Kubernetes'],
    experience: '8 years designing APIs and data pipelines',
    bio: 'Backend engineer focused on reliable APIs, clean data models and observability. I have integrated payment providers, CRMs and AI services, and I like leaving systems better documented than I found them.',
    portfolio: 'https://dantee.dev/',
    github: 'https://github.com/dantee-fluellen',
    linkedin: 'https://www.linkedin.com/in/dantee-fluellen',
    availability: 'Available' as const,
    languages: ['English', 'French'],
    timezone: 'PST',
  },
];

export const developersSeeder: Seeder = {
  name: 'developers/demo-developers',
  async run(db) {
    for (const developer of DEMO_DEVELOPERS) {
      const rate = parseHourlyRate(developer.hourlyRate);
      await insertProfile(db, { ...developer, hourlyRateMin: rate.min, hourlyRateMax: rate.max });
    }
  },
};
