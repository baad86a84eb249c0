// Grows a prepared bench database (bench/api/prepare-db.ts) for the matching benchmark (issue 33):
// developer profiles, each with its own user, and open jobs of other clients, inserted in SQL in
// batches. Skills follow a realistic spread: a profile is drawn from one of twenty kinds of developer
// (full-stack JavaScript is the most common, Elixir among the rarest), takes 3 to 10 skills from its
// kind and sometimes one from the long tail of the technology dictionary, written as people write
// them ("React.js", "Postgres"). Rates 25-200/h, availability, ratings, completed projects, time
// zones and languages vary the same way. The matching columns are what the app writes with every
// profile and post: the module's own developerFactsOf / jobFactsOf and (profile)matchColumns (as
// developers.repository.ts and jobs.repository.ts do); the facts refresh then finds nothing stale.
// Deterministic (a seeded generator): every run makes the same rows.
// Usage: DATABASE_URL=... | DATA_DIR=... tsx bench/api/matching-data.ts [profiles] [jobs]  -> JSON on stdout
import { parseHourlyRate } from '@app/shared/developers/developers.constants';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { profileFactsInput } from '../../apps/server/src/modules/developers/developers.repository.ts';
import { developerProfiles } from '../../apps/server/src/modules/developers/developers.tables.ts';
import { jobs } from '../../apps/server/src/modules/jobs/jobs.tables.ts';
import {
  developerFactsOf,
  jobFactsOf,
  matchColumns,
  profileMatchColumns,
} from '../../apps/server/src/modules/matching/facts/match-facts.ts';
import { refreshStaleMatchFacts } from '../../apps/server/src/modules/matching/facts-refresh.ts';
import { users } from '../../apps/server/src/modules/users/users.tables.ts';
import { rowsOf } from './db-rows.ts';

const PROFILES = Number(process.argv[2] ?? 10_000);
const OPEN_JOBS = Number(process.argv[3] ?? 2_000);
const CLIENTS = 200;
const BATCH = 500;

/** mulberry32: small, fast and the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(33);
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
function weighted<T>(entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [value, weight] of entries) {
    left -= weight;
    if (left < 0) return value;
  }
  return entries[entries.length - 1]?.[0] as T;
}

type Category =
  | 'Web Development'
  | 'Mobile Development'
  | 'AI & Machine Learning'
  | 'DevOps'
  | 'Blockchain'
  | 'Automation';

interface Kind {
  weight: number;
  titles: readonly string[];
  /** Each skill with the share of this kind's developers who list it. */
  skills: readonly (readonly [string, number])[];
  category: Category;
}

/** Twenty kinds of developer, by how common they are on a general freelance marketplace. */
const KINDS: readonly Kind[] = [
  {
    weight: 22,
    titles: ['Full-stack JavaScript developer', 'Full-stack engineer (React / Node.js)', 'Senior full-stack developer'],
    category: 'Web Development',
    skills: [
      ['React', 0.95],
      ['Node.js', 0.9],
      ['TypeScript', 0.7],
      ['PostgreSQL', 0.6],
      ['JavaScript', 0.45],
      ['Express', 0.45],
      ['AWS', 0.35],
      ['Next.js', 0.3],
      ['Docker', 0.3],
      ['MongoDB', 0.25],
      ['GraphQL', 0.2],
      ['Redis', 0.15],
      ['Tailwind CSS', 0.15],
    ],
  },
  {
    weight: 13,
    titles: ['Frontend developer', 'React developer', 'Frontend engineer (React / TypeScript)', 'UI engineer'],
    category: 'Web Development',
    skills: [
      ['React', 0.95],
      ['TypeScript', 0.8],
      ['JavaScript', 0.6],
      ['CSS', 0.5],
      ['Next.js', 0.45],
      ['Tailwind CSS', 0.45],
      ['Redux', 0.3],
      ['Jest', 0.25],
      ['Figma', 0.2],
      ['Storybook', 0.15],
      ['Vite', 0.15],
    ],
  },
  {
    weight: 7,
    titles: ['Backend developer (Node.js)', 'Node.js engineer', 'API developer'],
    category: 'Web Development',
    skills: [
      ['Node.js', 0.95],
      ['TypeScript', 0.7],
      ['PostgreSQL', 0.65],
      ['Express', 0.5],
      ['Docker', 0.5],
      ['AWS', 0.4],
      ['Redis', 0.35],
      ['NestJS', 0.3],
      ['MongoDB', 0.3],
      ['GraphQL', 0.2],
      ['Kafka', 0.1],
    ],
  },
  {
    weight: 10,
    titles: ['Python developer', 'Django developer', 'Backend engineer (Python)'],
    category: 'Web Development',
    skills: [
      ['Python', 0.95],
      ['PostgreSQL', 0.6],
      ['Django', 0.55],
      ['Docker', 0.35],
      ['FastAPI', 0.3],
      ['AWS', 0.3],
      ['Flask', 0.25],
      ['React', 0.2],
      ['Redis', 0.2],
      ['Celery', 0.15],
    ],
  },
  {
    weight: 5,
    titles: ['Vue.js developer', 'Frontend developer (Vue)'],
    category: 'Web Development',
    skills: [
      ['Vue.js', 0.95],
      ['JavaScript', 0.6],
      ['TypeScript', 0.5],
      ['Nuxt', 0.4],
      ['Tailwind CSS', 0.3],
      ['Laravel', 0.2],
      ['Pinia', 0.2],
      ['Node.js', 0.2],
    ],
  },
  {
    weight: 3,
    titles: ['Angular developer', 'Frontend engineer (Angular)'],
    category: 'Web Development',
    skills: [
      ['Angular', 0.95],
      ['TypeScript', 0.85],
      ['RxJS', 0.5],
      ['NgRx', 0.25],
      ['Java', 0.2],
      ['Spring Boot', 0.15],
      ['.NET', 0.15],
    ],
  },
  {
    weight: 6,
    titles: ['Mobile developer (React Native)', 'Cross-platform mobile developer', 'Flutter developer'],
    category: 'Mobile Development',
    skills: [
      ['React Native', 0.65],
      ['Flutter', 0.4],
      ['Firebase', 0.45],
      ['TypeScript', 0.4],
      ['Dart', 0.3],
      ['Expo', 0.3],
      ['iOS', 0.3],
      ['Android', 0.3],
      ['Node.js', 0.2],
    ],
  },
  {
    weight: 4,
    titles: ['iOS developer', 'Senior iOS engineer'],
    category: 'Mobile Development',
    skills: [
      ['Swift', 0.95],
      ['iOS', 0.8],
      ['SwiftUI', 0.7],
      ['UIKit', 0.5],
      ['Core Data', 0.25],
      ['Objective-C', 0.2],
      ['Firebase', 0.2],
    ],
  },
  {
    weight: 3,
    titles: ['Android developer', 'Kotlin developer'],
    category: 'Mobile Development',
    skills: [
      ['Kotlin', 0.95],
      ['Android', 0.9],
      ['Jetpack Compose', 0.6],
      ['Java', 0.4],
      ['Firebase', 0.3],
      ['Retrofit', 0.3],
    ],
  },
  {
    weight: 7,
    titles: ['PHP developer', 'WordPress developer', 'Laravel developer'],
    category: 'Web Development',
    skills: [
      ['PHP', 0.95],
      ['MySQL', 0.7],
      ['Laravel', 0.55],
      ['JavaScript', 0.5],
      ['WordPress', 0.45],
      ['WooCommerce', 0.2],
      ['Vue.js', 0.2],
      ['Symfony', 0.1],
    ],
  },
  {
    weight: 5,
    titles: ['Java developer', 'Backend engineer (Java / Spring)'],
    category: 'Web Development',
    skills: [
      ['Java', 0.95],
      ['Spring Boot', 0.8],
      ['PostgreSQL', 0.4],
      ['Docker', 0.4],
      ['MySQL', 0.3],
      ['AWS', 0.3],
      ['Kubernetes', 0.25],
      ['Kafka', 0.2],
    ],
  },
  {
    weight: 4,
    titles: ['.NET developer', 'C# developer'],
    category: 'Web Development',
    skills: [
      ['C#', 0.95],
      ['.NET', 0.85],
      ['SQL Server', 0.6],
      ['ASP.NET', 0.5],
      ['Azure', 0.5],
      ['Angular', 0.2],
      ['React', 0.2],
      ['Blazor', 0.1],
    ],
  },
  {
    weight: 5,
    titles: ['DevOps engineer', 'Cloud engineer (AWS)', 'Site reliability engineer'],
    category: 'DevOps',
    skills: [
      ['Docker', 0.9],
      ['AWS', 0.8],
      ['Kubernetes', 0.75],
      ['Terraform', 0.65],
      ['Linux', 0.5],
      ['GitHub Actions', 0.4],
      ['CI/CD', 0.4],
      ['Python', 0.3],
      ['Prometheus', 0.3],
      ['Grafana', 0.25],
      ['Go', 0.2],
      ['Google Cloud', 0.2],
      ['Azure', 0.2],
      ['Ansible', 0.2],
    ],
  },
  {
    weight: 5,
    titles: ['Machine learning engineer', 'Data scientist', 'AI engineer (LLMs)'],
    category: 'AI & Machine Learning',
    skills: [
      ['Python', 0.95],
      ['pandas', 0.6],
      ['NumPy', 0.5],
      ['SQL', 0.5],
      ['scikit-learn', 0.45],
      ['PyTorch', 0.35],
      ['TensorFlow', 0.35],
      ['Jupyter', 0.3],
      ['OpenAI', 0.25],
      ['LangChain', 0.2],
      ['Apache Spark', 0.15],
      ['Airflow', 0.15],
    ],
  },
  {
    weight: 2,
    titles: ['Ruby on Rails developer'],
    category: 'Web Development',
    skills: [
      ['Ruby on Rails', 0.9],
      ['Ruby', 0.9],
      ['PostgreSQL', 0.6],
      ['Redis', 0.3],
      ['React', 0.25],
      ['Sidekiq', 0.2],
    ],
  },
  {
    weight: 2,
    titles: ['Go developer', 'Backend engineer (Go)'],
    category: 'Web Development',
    skills: [
      ['Go', 0.95],
      ['Docker', 0.6],
      ['PostgreSQL', 0.5],
      ['Kubernetes', 0.5],
      ['gRPC', 0.3],
      ['Redis', 0.3],
      ['AWS', 0.3],
    ],
  },
  {
    weight: 2,
    titles: ['Smart contract developer', 'Web3 developer'],
    category: 'Blockchain',
    skills: [
      ['Solidity', 0.9],
      ['Ethereum', 0.7],
      ['Hardhat', 0.5],
      ['ethers.js', 0.4],
      ['React', 0.4],
      ['TypeScript', 0.4],
      ['OpenZeppelin', 0.3],
      ['Foundry', 0.2],
    ],
  },
  {
    weight: 3,
    titles: ['Shopify developer', 'E-commerce developer'],
    category: 'Web Development',
    skills: [
      ['Shopify', 0.9],
      ['JavaScript', 0.6],
      ['Liquid', 0.6],
      ['CSS', 0.5],
      ['WooCommerce', 0.3],
      ['WordPress', 0.3],
      ['Stripe', 0.2],
    ],
  },
  {
    weight: 2,
    titles: ['Automation engineer', 'QA automation engineer'],
    category: 'Automation',
    skills: [
      ['Python', 0.7],
      ['Selenium', 0.6],
      ['Playwright', 0.4],
      ['Cypress', 0.3],
      ['Zapier', 0.3],
      ['CI/CD', 0.3],
      ['JavaScript', 0.3],
    ],
  },
  {
    weight: 1,
    titles: ['Elixir developer', 'Backend engineer (Elixir / Phoenix)'],
    category: 'Web Development',
    skills: [
      ['Elixir', 0.95],
      ['Phoenix', 0.8],
      ['PostgreSQL', 0.6],
      ['Docker', 0.3],
      ['React', 0.2],
    ],
  },
];

/** The long tail: any of these now and then, the earlier ones more often (Zipf-like). */
const LONG_TAIL = [
  'Git',
  'Figma',
  'Stripe',
  'Firebase',
  'Linux',
  'Jira',
  'Sass',
  'Bootstrap',
  'jQuery',
  'Webpack',
  'Socket.IO',
  'WebSockets',
  'Prisma',
  'Supabase',
  'Vercel',
  'Heroku',
  'Nginx',
  'Elasticsearch',
  'RabbitMQ',
  'Three.js',
  'D3.js',
  'Electron',
  'Svelte',
  'Remix',
  'Astro',
  'Deno',
  'Rust',
  'Scala',
  'C++',
  'Unity',
  'OpenCV',
  'Sentry',
  'Datadog',
  'Cloudflare',
  'DigitalOcean',
  'Contentful',
  'Sanity',
  'Strapi',
  'Airtable',
  'Zapier',
  'n8n',
  'Salesforce',
  'HubSpot',
  'Webflow',
  'Bubble',
  'Twilio',
  'Mapbox',
  'ClickHouse',
  'Snowflake',
  'Power BI',
];
/** How some people write a skill: the dictionary reads them as the skill. */
const WRITTEN_AS: Readonly<Record<string, readonly string[]>> = {
  React: ['React.js', 'ReactJS', 'react'],
  'Node.js': ['NodeJS', 'nodejs', 'Node'],
  PostgreSQL: ['Postgres', 'postgresql'],
  TypeScript: ['typescript', 'TS'],
  'Vue.js': ['Vue', 'VueJS'],
  Kubernetes: ['k8s'],
  JavaScript: ['JS', 'javascript'],
  'Next.js': ['NextJS', 'next.js'],
};

const DOMAIN_PHRASES = [
  'booking systems for clinics and healthcare providers',
  'payment flows and dashboards for fintech startups',
  'online stores and checkout flows for retail brands',
  'learning platforms for schools and online courses',
  'delivery tracking and logistics tools',
  'listing sites for real estate agencies',
  'marketing sites and landing pages for agencies',
  'travel booking and hotel tools',
  'ordering apps for restaurants and cafes',
  'fitness and workout tracking apps',
  'multiplayer games and game backends',
  'recruiting and HR tools',
  'internal tools and admin dashboards',
  'analytics dashboards and data pipelines',
  'SaaS products from MVP to scale',
];
const FIRST_NAMES = [
  'Marta',
  'Lucas',
  'Hannah',
  'Rohit',
  'Daniel',
  'Aisha',
  'Mateo',
  'Yuki',
  'Olga',
  'Kwame',
  'Sofia',
  'Arjun',
  'Elena',
  'Tomasz',
  'Priya',
  'Diego',
  'Fatima',
  'Liam',
  'Chen',
  'Amara',
  'Noah',
  'Ingrid',
  'Omar',
  'Camila',
  'Ivan',
  'Zara',
  'Kenji',
  'Leila',
  'Pedro',
  'Nia',
];
const LAST_NAMES = [
  'Kowalczyk',
  'Ferreira',
  'Okafor',
  'Sharma',
  'Brooks',
  'Haddad',
  'Garcia',
  'Tanaka',
  'Petrova',
  'Mensah',
  'Rossi',
  'Patel',
  'Novak',
  'Nowak',
  'Iyer',
  'Lopez',
  'Rahman',
  'Murphy',
  'Wang',
  'Adeyemi',
  'Schmidt',
  'Larsen',
  'Aziz',
  'Silva',
  'Horvat',
  'Khan',
  'Sato',
  'Karimi',
  'Costa',
  'Mwangi',
];
/** Where developers are, with their time zone as written and a second language some speak. */
const PLACES: readonly (readonly [{ location: string; zones: readonly string[]; language: string | null }, number])[] =
  [
    [
      {
        location: 'United States',
        zones: ['PST', 'EST', 'CST', 'America/New_York', 'America/Los_Angeles'],
        language: 'Spanish',
      },
      18,
    ],
    [{ location: 'India', zones: ['IST', 'Asia/Kolkata', 'UTC+5:30'], language: 'Hindi' }, 16],
    [{ location: 'Poland', zones: ['CET', 'Europe/Warsaw', 'UTC+1'], language: 'Polish' }, 7],
    [{ location: 'Ukraine', zones: ['EET', 'Europe/Kyiv', 'UTC+2'], language: 'Ukrainian' }, 7],
    [{ location: 'Germany', zones: ['CET', 'Europe/Berlin'], language: 'German' }, 5],
    [{ location: 'United Kingdom', zones: ['GMT', 'Europe/London', 'BST'], language: null }, 6],
    [{ location: 'Brazil', zones: ['America/Sao_Paulo', 'BRT', 'UTC-3'], language: 'Portuguese' }, 8],
    [{ location: 'Argentina', zones: ['ART', 'America/Argentina/Buenos_Aires'], language: 'Spanish' }, 4],
    [{ location: 'Mexico', zones: ['CST', 'America/Mexico_City'], language: 'Spanish' }, 4],
    [{ location: 'Nigeria', zones: ['WAT', 'Africa/Lagos', 'UTC+1'], language: null }, 5],
    [{ location: 'Kenya', zones: ['EAT', 'Africa/Nairobi', 'UTC+3'], language: 'Swahili' }, 3],
    [{ location: 'Pakistan', zones: ['PKT', 'Asia/Karachi'], language: 'Urdu' }, 5],
    [{ location: 'Philippines', zones: ['Asia/Manila', 'UTC+8'], language: 'Filipino' }, 5],
    [{ location: 'Vietnam', zones: ['ICT', 'Asia/Ho_Chi_Minh'], language: 'Vietnamese' }, 3],
    [{ location: 'Spain', zones: ['CET', 'Europe/Madrid'], language: 'Spanish' }, 3],
    [{ location: 'France', zones: ['CET', 'Europe/Paris'], language: 'French' }, 3],
    [{ location: 'Canada', zones: ['EST', 'America/Toronto', 'PST'], language: 'French' }, 3],
    [{ location: 'Australia', zones: ['AEST', 'Australia/Sydney'], language: null }, 2],
    [{ location: 'Egypt', zones: ['EET', 'Africa/Cairo'], language: 'Arabic' }, 2],
  ];

function skillsOf(kind: Kind): string[] {
  const wanted = between(3, 10);
  const chosen = kind.skills.filter(([, share]) => random() < share).map(([skill]) => skill);
  const tail = random() < 0.5 ? between(1, 2) : 0;
  for (let i = 0; i < tail; i += 1) {
    const skill = LONG_TAIL[Math.floor(LONG_TAIL.length * random() ** 2)] as string;
    if (!chosen.includes(skill)) chosen.push(skill);
  }
  // Round up to the wanted count from the kind's own skills, the most common first.
  for (const [skill] of kind.skills) if (chosen.length < wanted && !chosen.includes(skill)) chosen.push(skill);
  return chosen
    .slice(0, wanted)
    .map((skill) => (WRITTEN_AS[skill] && random() < 0.15 ? pick(WRITTEN_AS[skill] ?? [skill]) : skill));
}

/** A rate in whole dollars, 25-200 an hour, most between 35 and 90. */
function rateText(): string {
  const base =
    Math.round(Math.min(200, Math.max(25, Math.exp(3.95 + 0.45 * (random() + random() + random() - 1.5) * 2))) / 5) * 5;
  const currency = weighted([
    ['$', 85],
    ['€', 10],
    ['£', 5],
  ] as const);
  const shape = random();
  if (shape < 0.45) return `${currency}${base}/h`;
  if (shape < 0.75) return `${currency}${base}-${Math.min(200, base + between(1, 6) * 5)}/hr`;
  if (shape < 0.95) return `${currency}${base}/hour`;
  return '';
}

interface Profile {
  name: string;
  title: string;
  avatarSeed: string;
  location: string;
  hourlyRate: string;
  skills: string[];
  experience: string;
  bio: string;
  availability: 'Available' | 'Busy' | 'Unavailable';
  languages: string[];
  timezone: string;
  ratingTenths: number | null;
  ratingCount: number;
  completedProjects: number;
  completedCategories: Record<string, number>;
}

function profileOf(index: number): Profile {
  const kind = weighted(KINDS.map((entry) => [entry, entry.weight] as const));
  const place = weighted(PLACES);
  const years = between(1, 18);
  const skills = skillsOf(kind);
  const domain = pick(DOMAIN_PHRASES);
  const mentioned = skills.slice(0, 2).join(' and ');
  const rated = random() < 0.45;
  const completedProjects = rated ? between(1, 60) : random() < 0.7 ? 0 : between(1, 4);
  const ratingCount = rated ? between(1, Math.max(1, Math.min(completedProjects, 40))) : 0;
  const secondCategory = pick(['Web Development', 'Mobile Development', 'DevOps', 'Automation'] as const);
  const completedCategories: Record<string, number> = {};
  if (completedProjects > 0) {
    const own = Math.max(1, Math.round(completedProjects * (0.6 + 0.4 * random())));
    completedCategories[kind.category] = own;
    if (completedProjects > own && secondCategory !== kind.category)
      completedCategories[secondCategory] = completedProjects - own;
  }
  const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
  return {
    name,
    title: pick(kind.titles),
    avatarSeed: `bench-developer-${index}`,
    location: place.location,
    hourlyRate: rateText(),
    skills,
    experience: random() < 0.1 ? '' : `${years} years${random() < 0.3 ? `, ${between(5, 60)} projects shipped` : ''}`,
    bio:
      random() < 0.08
        ? ''
        : `I build ${domain}, mostly with ${mentioned}. ${pick([
            'I care about clean code, tests and clear communication.',
            'Happy to own a project end to end, from the first call to the launch.',
            'I have worked with startups and agencies across several time zones.',
            'Fast, reliable and used to working async with small teams.',
          ])}`,
    availability: weighted([
      ['Available', 55],
      ['Busy', 35],
      ['Unavailable', 10],
    ] as const),
    languages: [
      ...(random() < 0.93 ? ['English'] : []),
      ...(place.language && random() < 0.8 ? [place.language] : []),
      ...(random() < 0.1 ? [pick(['Spanish', 'French', 'German', 'Russian', 'Arabic', 'Chinese'])] : []),
    ].filter((language, i, all) => all.indexOf(language) === i),
    timezone: random() < 0.1 ? '' : pick(place.zones),
    ratingTenths: rated ? Math.min(50, Math.max(30, Math.round(50 - Math.abs(random() + random() - 1) * 18))) : null,
    ratingCount,
    completedProjects,
    completedCategories,
  };
}

/** What developers.repository.ts writes with a profile (its searchColumns): search helpers and the matching facts. */
function profileRow(profile: Profile, userId: string) {
  const rate = parseHourlyRate(profile.hourlyRate);
  const fields = { ...profile, userId, hourlyRateMin: rate.min, hourlyRateMax: rate.max };
  const text = [fields.name, fields.title, fields.bio, ...fields.skills].filter(Boolean).join(' ');
  return {
    ...fields,
    ...profileMatchColumns(developerFactsOf(profileFactsInput(fields))),
    skillsLower: fields.skills.map((skill) => skill.toLowerCase()),
    languagesLower: fields.languages.map((language) => language.toLowerCase()),
    search: sql`to_tsvector('english', ${text})`,
  };
}

/** Open jobs of other clients, for "jobs for you": a kind's stack, a product, a budget and a timeline. */
const PRODUCTS = [
  ['A booking app for physiotherapy clinics', 'Patients book and pay for sessions; therapists manage their calendar.'],
  [
    'A marketplace for second-hand bikes',
    'Sellers list bikes with photos; buyers pay through the site with buyer protection.',
  ],
  ['An internal dashboard for a logistics company', 'Dispatchers see deliveries on a map and reassign drivers.'],
  ['A pre-order app for a bakery', 'Customers pre-order bread and pastries for pick-up slots.'],
  ['A learning platform for language schools', 'Teachers publish lessons and quizzes; students track progress.'],
  ['An invoicing tool for freelancers', 'Create invoices, send reminders and reconcile bank payments.'],
  ['A listing site for a real estate agency', 'Listings with maps, saved searches and viewing requests.'],
  ['A fitness coaching app', 'Workout plans, progress photos and chat with the coach.'],
  ['An online store for handmade ceramics', 'Product pages, checkout, shipping rates and order emails.'],
  ['A recruiting pipeline for a staffing agency', 'Candidates, interviews and offers on a kanban board.'],
  ['A telehealth video consultation tool', 'Doctors meet patients by video and write notes.'],
  ['An analytics dashboard for a SaaS product', 'Daily metrics, cohorts and exports for the team.'],
] as const;
const BUDGETS = [
  '$3,000 - $5,000',
  '$5,000 - $10,000',
  '$8,000 - $12,000',
  '$15,000',
  '$20k - $30k',
  '$2,500',
  'around $40,000',
];
const TIMELINES = ['4 weeks', '6 weeks', '2 months', '3 months', '3 - 6 months', '6 months'];
const ASKS = [
  '',
  '',
  '',
  ' Overlap with CET hours for daily calls.',
  ' A Spanish-speaking developer is a plus.',
  ' We work in US Eastern hours.',
];

function jobOf(index: number, ownerId: string, publishedAt: Date) {
  const kind = weighted(KINDS.map((entry) => [entry, entry.weight] as const));
  const stack = kind.skills
    .filter(([, share]) => random() < share)
    .slice(0, between(2, 5))
    .map(([skill]) => skill);
  if (stack.length < 2) stack.push(...kind.skills.slice(0, 2).map(([skill]) => skill));
  const [title, description] = pick(PRODUCTS);
  const job = {
    ownerId,
    title: `${title} (#${index})`,
    category: kind.category,
    targetAudience: 'Customers of a small business',
    description: `${description}${pick(ASKS)}`,
    keyFeatures: 'Sign-in, the main flow, an admin page, email notifications',
    technologyStack: [...new Set(stack)].join(', '),
    budget: pick(BUDGETS),
    timeline: pick(TIMELINES),
    successCriteria: 'Launched on time, used weekly by the team',
    potentialChallenges: 'A tight timeline',
    status: 'published' as const,
    publishedAt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
  };
  return { ...job, ...matchColumns(jobFactsOf(job, publishedAt)) };
}

const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ count: number | string }>(await db.execute(query))[0]?.count ?? 0);

const started = performance.now();
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' });
const { db } = database;
if ((await count(sql`select count(*) as count from users where avatar_seed like 'bench-developer-%'`)) > 0) {
  throw new Error('matching-data.ts: this database already has the bench developers');
}

let factsMs = 0;
for (let from = 0; from < PROFILES; from += BATCH) {
  const profiles = Array.from({ length: Math.min(BATCH, PROFILES - from) }, (_, i) => profileOf(from + i));
  const inserted = await db
    .insert(users)
    .values(profiles.map((profile) => ({ name: profile.name, avatarSeed: profile.avatarSeed })))
    .returning({ id: users.id });
  const factsStarted = performance.now();
  const rows = profiles.map((profile, i) => profileRow(profile, inserted[i]?.id as string));
  factsMs += performance.now() - factsStarted;
  await db.insert(developerProfiles).values(rows);
}

const clients = await db
  .insert(users)
  .values(Array.from({ length: CLIENTS }, (_, i) => ({ name: `Bench client ${i}`, avatarSeed: `bench-client-${i}` })))
  .returning({ id: users.id });
const now = Date.now();
for (let from = 0; from < OPEN_JOBS; from += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, OPEN_JOBS - from) }, (_, i) => {
    const index = from + i;
    const publishedAt = new Date(now - Math.floor(random() * 60 * 24 * 3600 * 1000));
    return jobOf(index, clients[index % CLIENTS]?.id as string, publishedAt);
  });
  await db.insert(jobs).values(rows);
}

// Every row was written with its facts, as the app writes them: the refresh must find none stale.
const stale = await refreshStaleMatchFacts(db);
await db.execute(sql`analyze`);
const result = {
  profiles: await count(sql`select count(*) as count from developer_profiles`),
  openJobs: await count(sql`select count(*) as count from jobs where status = 'published' and removed_at is null`),
  staleRefreshed: stale,
  factsMs: Math.round(factsMs),
  seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
};
await database.close();
console.log(JSON.stringify(result));
