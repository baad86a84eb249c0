import { AI, AUTOMATION, BLOCKCHAIN, DEVOPS, MOBILE, type ProjectCase, WEB } from './eval-types.ts';

/**
 * The third batch, written when the rules were final and never tuned on until issue 33 fixed its
 * two timeline misses (a "6 month runway for this" and "before our festival season (mid-June)"),
 * so it no longer counts as held out for projects (its CVs still do). Read on Monday 11 May 2026.
 */
export const HOLDOUT_PROJECT_CASES: readonly ProjectCase[] = [
  {
    id: 'winery-shop',
    text: 'Our family-run winery wants to sell wine online (Germany only, age verification needed). Products, shop, PayPal + Klarna checkout, and DHL shipping labels. Budget up to 9.000 €, launch by 1 November.',
    expected: {
      category: WEB,
      budget: { max: 9000, currency: 'EUR' },
      timeline: { by: '2026-11-01' },
      technologies: ['PayPal', 'Klarna', 'DHL'],
      title: true,
    },
  },
  {
    id: 'mood-journal',
    text: "I'm a psychologist and want a small app where my clients can journal their mood daily and I can see trends. Privacy matters a lot. No idea about costs, maybe you can tell me.",
    expected: { category: MOBILE, technologies: [], audience: 'clients', title: true },
  },
  {
    id: 'places-autocomplete',
    text: 'Need someone to integrate the Google Places API into our existing Angular 15 app (autocomplete for addresses). Should be ~2 days of work. Paying $400 fixed.',
    expected: {
      category: WEB,
      budget: { min: 400, max: 400, currency: 'USD' },
      timeline: { weeks: 1 },
      technologies: ['Google Maps', 'Angular'],
      title: true,
    },
  },
  {
    id: 'bubble-rebuild',
    text: "we got funded!! looking to rebuild our MVP (currently bubble.io) as a real product. Next.js + Supabase preferred. 6 month runway for this, budget ~80k USD. must keep existing users' data.",
    expected: {
      category: WEB,
      budget: { min: 80000, max: 80000, currency: 'USD' },
      timeline: { weeks: 26 },
      technologies: ['Bubble', 'Next.js', 'Supabase'],
      title: true,
    },
  },
  {
    id: 'lagos-pos',
    text: 'Requirement: Android POS app for small shops in Nigeria. Offline sales, sync when online, receipt printing via Bluetooth printer, inventory. Budget ₦4,500,000. Timeline 10 weeks.',
    expected: {
      category: MOBILE,
      budget: { min: 4500000, max: 4500000, currency: 'NGN' },
      timeline: { weeks: 10 },
      technologies: ['Android'],
      audience: 'shops',
      features: ['offline', 'receipt', 'inventory'],
      title: true,
    },
  },
  {
    id: 'cnc-anomalies',
    text: 'Predictive maintenance for our CNC machines: we log vibration + temperature every second into InfluxDB. Want anomaly detection and alerts before failures. Open to any ML approach. Budget 35-45k CHF. Pilot in 4 months.',
    expected: {
      category: AI,
      budget: { min: 35000, max: 45000, currency: 'CHF' },
      timeline: { weeks: 17 },
      technologies: ['InfluxDB'],
      title: true,
    },
  },
  {
    id: 'droplet-deploys',
    text: 'Could you set up a GitHub Actions pipeline that builds our Docker images, runs tests and deploys to our DigitalOcean droplets? Currently done by hand. Probably a small job, <$1k.',
    expected: {
      category: DEVOPS,
      budget: { max: 1000, currency: 'USD' },
      technologies: ['GitHub Actions', 'Docker', 'DigitalOcean'],
      title: true,
    },
  },
  {
    id: 'nft-drop',
    text: 'Mint page + whitelist for a 3,333 NFT drop on Ethereum, Merkle tree whitelist, gas optimized ERC721A. 2 weeks. 4 ETH or equivalent in USD.',
    expected: { category: BLOCKCHAIN, timeline: { weeks: 2 }, technologies: ['Ethereum'], title: true },
  },
  {
    id: 'lead-enrichment',
    text: 'Looking for help automating lead enrichment: when a lead lands in Pipedrive, look them up on Clearbit, add company info, and notify the rep in Slack. Budget $500-800.',
    expected: {
      category: AUTOMATION,
      budget: { min: 500, max: 800, currency: 'USD' },
      technologies: ['Pipedrive', 'Clearbit', 'Slack'],
      title: true,
    },
  },
  {
    id: 'wedding-photographer',
    text: 'Hi, pls quote: website for my photography (weddings). gallery, contact, blog. i like minimal design. thx',
    expected: { category: WEB, technologies: [], features: ['gallery', 'contact', 'blog'], title: true },
  },
  {
    id: 'recipe-recommendations',
    text: 'Build me a recommendation engine for our recipe app: users rate recipes, we suggest new ones. Python/FastAPI backend exists, Postgres db. 2-3k euros, within a month ideally.',
    expected: {
      category: AI,
      budget: { min: 2000, max: 3000, currency: 'EUR' },
      timeline: { weeks: 4 },
      technologies: ['Python', 'FastAPI', 'PostgreSQL'],
      title: true,
    },
  },
  {
    id: 'eventbrite-plugin',
    text: "Hey! We need a WordPress plugin that syncs our events from Eventbrite and shows them in a calendar with filters. We'd like it done before our summer festival season (mid-June). Budget around 1200 dollars.",
    expected: {
      category: WEB,
      budget: { min: 1200, max: 1200, currency: 'USD' },
      timeline: { by: '2026-06-15' },
      technologies: ['WordPress', 'Eventbrite'],
      title: true,
    },
  },
];
