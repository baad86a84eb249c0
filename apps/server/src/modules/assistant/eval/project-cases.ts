import { AI, AUTOMATION, BLOCKCHAIN, DEVOPS, MOBILE, type ProjectCase, WEB } from './eval-types.ts';

/**
 * Project descriptions as people write them to a freelancer platform: short and long, lists and
 * prose, typos, non-native English, several currencies, and a few that say almost nothing. Each
 * carries what a careful reader finds in it (dates read on Monday 11 May 2026).
 */
export const PROJECT_CASES: readonly ProjectCase[] = [
  {
    id: 'bakery-preorders',
    text: "We're a bakery and want an iOS and Android app for pre-orders with Stripe payments, about $8-12k, ideally live in 3 months",
    expected: {
      category: MOBILE,
      budget: { min: 8000, max: 12000, currency: 'USD' },
      timeline: { weeks: 13 },
      technologies: ['iOS', 'Android', 'Stripe'],
      features: ['Stripe'],
      title: true,
    },
  },
  {
    id: 'ceramics-shop',
    text: `Hi! I run a small online shop selling handmade ceramics (currently on Etsy). I'd like my own website with a proper storefront, product pages, a cart and checkout with Stripe and PayPal, and a simple admin where I can add products myself. Ideally built on Shopify or WooCommerce so I can manage it without a developer later. Budget is around €4,000. No hard deadline but would love to launch before Christmas.`,
    expected: {
      category: WEB,
      budget: { min: 4000, max: 4000, currency: 'EUR' },
      timeline: { by: '2026-12-25' },
      technologies: ['Stripe', 'PayPal', 'Shopify', 'WooCommerce'],
      features: ['storefront', 'product pages', 'cart', 'checkout'],
      title: true,
    },
  },
  {
    id: 'support-chatbot',
    text: `We need a customer support chatbot for our SaaS that answers questions from our help center docs (about 300 articles) and hands off to a human in Intercom when it can't answer. Thinking OpenAI + a vector DB like Pinecone, backend in Python/FastAPI. Budget 15-20k USD, we'd like a first version in 6 weeks. Success = deflecting at least 30% of tickets. Main risk is hallucinated answers.`,
    expected: {
      category: AI,
      budget: { min: 15000, max: 20000, currency: 'USD' },
      timeline: { weeks: 6 },
      technologies: ['Intercom', 'OpenAI', 'Pinecone', 'Python', 'FastAPI'],
      successCriteria: true,
      challenges: true,
      title: true,
    },
  },
  { id: 'hi', text: 'hi', expected: { technologies: [] } },
  { id: 'need-an-app', text: 'I need an app', expected: { technologies: [] } },
  {
    id: 'restaurant-site',
    text: 'website for my restaurant',
    expected: { category: WEB, technologies: [], title: true },
  },
  { id: 'just-exploring', text: 'not sure yet, just exploring ideas', expected: { technologies: [] } },
  {
    id: 'django-containers',
    text: `Our team runs a Django monolith on a couple of EC2 boxes that we deploy by hand over SSH. We want to move to containers: Dockerize the app, set up a CI/CD pipeline with GitHub Actions, and run it on AWS ECS or EKS with Terraform for the infrastructure. Postgres is on RDS and should stay there. We have roughly 8 weeks and a budget of $20k-$25k. Zero-downtime deploys are the main goal.`,
    expected: {
      category: DEVOPS,
      budget: { min: 20000, max: 25000, currency: 'USD' },
      timeline: { weeks: 8 },
      technologies: [
        'Django',
        'Amazon EC2',
        'Docker',
        'CI/CD',
        'GitHub Actions',
        'AWS',
        'Amazon ECS',
        'Amazon EKS',
        'Terraform',
        'PostgreSQL',
        'Amazon RDS',
      ],
      successCriteria: true,
      title: true,
    },
  },
  {
    id: 'erc20-staking',
    text: 'Looking for a solidity dev to write and audit an ERC-20 token + staking contract on Ethereum (maybe Polygon too for lower fees). Need tests with Hardhat. Budget: $6k-9k (we pay in USDC), timeline 4 weeks.',
    expected: {
      category: BLOCKCHAIN,
      budget: { min: 6000, max: 9000, currency: 'USD' },
      timeline: { weeks: 4 },
      technologies: ['Solidity', 'ERC-20', 'Ethereum', 'Polygon', 'Hardhat'],
      title: true,
    },
  },
  {
    id: 'shopify-to-quickbooks',
    text: 'I spend 10 hours every week copying orders from our Shopify store into a Google Sheet and then into QuickBooks. I want this automated (Zapier, Make, a Python script, whatever works best). Would pay up to $1,500. Needed within 2 weeks if possible.',
    expected: {
      category: AUTOMATION,
      budget: { max: 1500, currency: 'USD' },
      timeline: { weeks: 2 },
      technologies: ['Shopify', 'Google Sheets', 'QuickBooks', 'Zapier', 'Make', 'Python'],
    },
  },
  {
    id: 'fitness-poland',
    text: 'Hello, we are startup from Poland. We want develop mobile application for fitness trainers and their clients, trainer can make workout plans, client see plan and mark exercises done, chat between them. Both Android and iOS, maybe Flutter? Our budget is 40 000 PLN and we want to have MVP in 4 months.',
    expected: {
      category: MOBILE,
      budget: { min: 40000, max: 40000, currency: 'PLN' },
      timeline: { weeks: 17 },
      technologies: ['Android', 'iOS', 'Flutter'],
      audience: 'trainers',
      features: ['workout plans', 'chat'],
      title: true,
    },
  },
  {
    id: 'demand-forecasting',
    text: "We're a mid-size retailer with ~200 stores. Need a demand forecasting model (per store, per SKU, weekly) trained on 3 years of sales history sitting in BigQuery. Ideally Python, scikit-learn or XGBoost, results pushed back to BigQuery for our Looker dashboards. Timeline: Q3. Budget £30k.",
    expected: {
      category: AI,
      budget: { min: 30000, max: 30000, currency: 'GBP' },
      timeline: { by: '2026-09-30' },
      technologies: ['BigQuery', 'Python', 'scikit-learn', 'XGBoost', 'Looker'],
      title: true,
    },
  },
  {
    id: 'podcast-landing',
    text: 'Need a landing page for my podcast. $500 max.',
    expected: { category: WEB, budget: { max: 500, currency: 'USD' }, technologies: [], title: true },
  },
  {
    id: 'linkedin-to-airtable',
    text: "Can someone build me a Chrome extension that grabs the profile details from the LinkedIn page I'm on and adds them to our Airtable base in one click, instead of copy-pasting by hand? Budget ~$800, needed next week.",
    expected: {
      category: AUTOMATION,
      budget: { min: 800, max: 800, currency: 'USD' },
      timeline: { by: '2026-05-18' },
      technologies: ['Chrome Extensions', 'Airtable'],
      title: true,
    },
  },
  {
    id: 'dental-saas',
    text: "We're building a B2B SaaS for dental clinics: appointment scheduling, patient reminders by SMS (Twilio), and a simple billing dashboard. We'll charge clinics $99/month. Stack preference: React + Node.js + PostgreSQL. Looking for a team to deliver the MVP in 3-4 months, budget $35k–$50k.",
    expected: {
      category: WEB,
      budget: { min: 35000, max: 50000, currency: 'USD' },
      timeline: { weeks: 17 },
      technologies: ['Twilio', 'React', 'Node.js', 'PostgreSQL'],
      audience: 'dental clinics',
      features: ['scheduling', 'reminders', 'billing'],
      title: true,
    },
  },
  {
    id: 'equipment-rentals',
    text: 'internal web tool to track our equipment rentals, barcode scanning from phone camera, export to excel. budget around 10k, need it by september',
    expected: {
      category: WEB,
      budget: { min: 10000, max: 10000 },
      timeline: { by: '2026-09-01' },
      technologies: ['Excel'],
      features: ['barcode'],
      title: true,
    },
  },
  {
    id: 'jenkins-to-gitlab',
    text: 'Our Jenkins pipelines are slow and flaky (45+ min builds). Want someone to migrate us to GitLab CI, add caching, parallelize tests, and set up proper monitoring with Prometheus/Grafana. 2 month contract, rate negotiable.',
    expected: {
      category: DEVOPS,
      timeline: { weeks: 9 },
      technologies: ['Jenkins', 'GitLab CI', 'Prometheus', 'Grafana'],
      title: true,
    },
  },
  {
    id: 'valencia-hotel',
    text: 'Hello, I am owner of a small hotel in Valencia. I need a web page where guests can booking rooms direct, see photos, and pay online. Now we use Booking.com and pay lot of commision. Budget maximum 3.000 euros. For the summer season, so before June.',
    expected: {
      category: WEB,
      budget: { max: 3000, currency: 'EUR' },
      timeline: { by: '2026-06-01' },
      technologies: [],
      audience: 'guests',
      features: ['booking', 'photos', 'pay'],
      title: true,
    },
  },
  {
    id: 'nft-mint',
    text: 'We want to launch an NFT collection of 5,000 generative artworks with a minting website, wallet connect (MetaMask, WalletConnect) and reveal mechanics. Chain: Solana or Ethereum, open to advice. Launch date is July 15. Budget is $40k.',
    expected: {
      category: BLOCKCHAIN,
      budget: { min: 40000, max: 40000, currency: 'USD' },
      timeline: { by: '2026-07-15' },
      technologies: ['MetaMask', 'WalletConnect', 'Solana', 'Ethereum'],
      title: true,
    },
  },
  {
    id: 'plumbing-typos',
    text: 'need a websit for my plumbing bussiness, simple one with servises, contact form and google maps. budjet 1500$. asap pls',
    expected: {
      category: WEB,
      budget: { min: 1500, max: 1500, currency: 'USD' },
      timeline: { asap: true },
      technologies: ['Google Maps'],
      features: ['contact form'],
      title: true,
    },
  },
  {
    id: 'solar-defects',
    text: 'We make solar panels and want an AI system that detects defects (cracks, hot spots) on panel images from our production line cameras. We have ~50k labeled images. Ideally PyTorch, deployed on NVIDIA Jetson devices at the edge. Accuracy above 95% would be a success. Budget: $60,000 - $80,000. 6 months.',
    expected: {
      category: AI,
      budget: { min: 60000, max: 80000, currency: 'USD' },
      timeline: { weeks: 26 },
      technologies: ['PyTorch', 'NVIDIA Jetson'],
      successCriteria: true,
      title: true,
    },
  },
  {
    id: 'fleettrack',
    text: `Project: FleetTrack
Summary: GPS tracking for our delivery vans (we have 35 vehicles).
Users: dispatchers in the office + drivers.
Must have:
- Android app for drivers that sends location every 30s
- dispatchers see all vans on a map in the same app (tablet)
- route history for 90 days
- alerts when a van leaves its zone
Tech: whatever you recommend, but we already use Azure.
Budget: USD 18,000
Deadline: end of August`,
    expected: {
      category: MOBILE,
      budget: { min: 18000, max: 18000, currency: 'USD' },
      timeline: { by: '2026-08-31' },
      technologies: ['Android', 'Azure'],
      audience: 'dispatchers',
      features: ['location', 'map', 'route history', 'alerts'],
      title: true,
    },
  },
  {
    id: 'crypto-price-bot',
    text: 'We need a Telegram bot that posts daily crypto prices and lets users set price alerts. Python preferred. ~300 USD.',
    expected: {
      category: AUTOMATION,
      budget: { min: 300, max: 300, currency: 'USD' },
      technologies: ['Telegram', 'Python'],
      features: ['alerts'],
      title: true,
    },
  },
  {
    id: 'volunteer-portal',
    text: "Charity looking for a volunteer management portal: volunteers sign up, pick shifts, get reminder emails; coordinators see who's coming. We use Salesforce Nonprofit Cloud already so it should sync with that. Budget is £12k-£15k and we'd like it live in 10 weeks for our autumn campaign.",
    expected: {
      category: WEB,
      budget: { min: 12000, max: 15000, currency: 'GBP' },
      timeline: { weeks: 10 },
      technologies: ['Salesforce'],
      audience: 'volunteers',
      title: true,
    },
  },
  {
    id: 'meditation-ios',
    text: "Looking for an iOS developer (SwiftUI) to build a meditation app with audio streaming, subscriptions via StoreKit/RevenueCat and HealthKit mindful minutes. Budget CAD 25,000. Timeline 12 weeks. We'll charge $6.99/month.",
    expected: {
      category: MOBILE,
      budget: { min: 25000, max: 25000, currency: 'CAD' },
      timeline: { weeks: 12 },
      technologies: ['iOS', 'SwiftUI', 'StoreKit', 'RevenueCat', 'HealthKit'],
      features: ['audio streaming', 'subscriptions'],
      title: true,
    },
  },
  {
    id: 'invoices-to-sap',
    text: "Our accounting team downloads ~400 PDF invoices a month from supplier portals and types them into SAP. We'd like to automate this end to end: scrape the portals, extract the invoice fields with OCR, and post them into SAP. UiPath is what IT allows. Budget up to 30k EUR, project should be done by end of Q3.",
    expected: {
      category: AUTOMATION,
      budget: { max: 30000, currency: 'EUR' },
      timeline: { by: '2026-09-30' },
      technologies: ['SAP', 'UiPath'],
      title: true,
    },
  },
  {
    id: 'rn-crashes',
    text: 'React Native dev needed for an existing app, fixing crashes on Android 14.',
    expected: { category: MOBILE, technologies: ['React Native', 'Android'], title: true },
  },
  {
    id: 'k8s-operator-go',
    text: 'Build a Kubernetes operator in Go for our internal database provisioning. 3 months, budget 45k–55k $.',
    expected: {
      category: DEVOPS,
      budget: { min: 45000, max: 55000, currency: 'USD' },
      timeline: { weeks: 13 },
      technologies: ['Kubernetes', 'Go'],
      title: true,
    },
  },
  {
    id: 'dog-social',
    text: 'I have an idea for a social network for dog owners. Not sure what it would cost. Can you help me figure out what I need?',
    expected: { technologies: [], audience: 'dog owners', title: true },
  },
  {
    id: 'coaching-institute',
    text: 'Need an e-learning website for our coaching institute with video lectures, quizzes, and student login. Budget ₹3,00,000 (3 lakh). Should be ready in 2 months before the new batch starts.',
    expected: {
      category: WEB,
      budget: { min: 300000, max: 300000, currency: 'INR' },
      timeline: { weeks: 9 },
      technologies: [],
      features: ['video lectures', 'quizzes', 'login'],
      title: true,
    },
  },
  {
    id: 'writing-assistant',
    text: "We'd like to add an AI writing assistant to our Notion-like editor: summarize, rewrite tone, translate. Frontend is Vue 3 with TypeScript, backend Go. We'd use the Anthropic or OpenAI API. Looking for a proposal with an estimate.",
    expected: {
      category: AI,
      technologies: ['Vue.js', 'TypeScript', 'Go', 'Anthropic', 'OpenAI'],
      title: true,
    },
  },
  {
    id: 'hyper-casual',
    text: 'Hyper-casual mobile game for iOS/Android in Unity, 3 levels prototype, 3k USD, 1 month.',
    expected: {
      category: MOBILE,
      budget: { min: 3000, max: 3000, currency: 'USD' },
      timeline: { weeks: 4 },
      technologies: ['iOS', 'Android', 'Unity'],
      title: true,
    },
  },
  {
    id: 'agency-redesign',
    text: 'Our agency site (WordPress) looks dated. We want a redesign in Figma first, then build on Webflow. We make about $2M a year so the site needs to look premium. Budget for this: $9,000. Timeline flexible, ideally 6-8 weeks.',
    expected: {
      category: WEB,
      budget: { min: 9000, max: 9000, currency: 'USD' },
      timeline: { weeks: 8 },
      technologies: ['WordPress', 'Figma', 'Webflow'],
      title: true,
    },
  },
  {
    id: 'aws-cost-audit',
    text: 'Our AWS bill jumped to $14k/month. Need a cloud cost audit and rightsizing (EC2, RDS, S3), plus setting up budgets and alerts. Fixed price preferred, around 4-5k.',
    expected: {
      category: DEVOPS,
      budget: { min: 4000, max: 5000 },
      technologies: ['AWS', 'Amazon EC2', 'Amazon RDS', 'Amazon S3'],
      title: true,
    },
  },
  {
    id: 'defi-audit',
    text: 'DeFi protocol needs a lending pool smart contract audit + fixes. Contracts are in Solidity, ~1,200 lines, using OpenZeppelin and Chainlink price feeds. We need the report within 3 weeks. Budget 20,000 USD.',
    expected: {
      category: BLOCKCHAIN,
      budget: { min: 20000, max: 20000, currency: 'USD' },
      timeline: { weeks: 3 },
      technologies: ['Solidity', 'OpenZeppelin', 'Chainlink'],
      title: true,
    },
  },
  {
    id: 'logo-site',
    text: 'Logo + simple website. 300 euro.',
    expected: { category: WEB, budget: { min: 300, max: 300, currency: 'EUR' }, technologies: [], title: true },
  },
  {
    id: 'price-watch-slack',
    text: "Every morning someone on our team checks 3 supplier websites for price changes and emails a summary. Could this be a script that runs automatically and sends the summary to Slack instead? We're a small team, budget is tight (a few hundred dollars).",
    expected: { category: AUTOMATION, technologies: ['Slack'] },
  },
  {
    id: 'magento-checkout',
    text: "We need a developer urgently to fix our Magento 2 checkout, customers can't pay since the last update. Paying by the hour.",
    expected: { category: WEB, timeline: { asap: true }, technologies: ['Magento'], title: true },
  },
  {
    id: 'surf-lessons',
    text: 'Aussie startup here 🇦🇺 — we need a React Native app for booking surf lessons, with Stripe Connect payouts to instructors. AUD 30-40k, ideally in the App Store by November.',
    expected: {
      category: MOBILE,
      budget: { min: 30000, max: 40000, currency: 'AUD' },
      timeline: { by: '2026-11-01' },
      technologies: ['React Native', 'Stripe'],
      features: ['payouts'],
      title: true,
    },
  },
  {
    id: 'swiss-portal',
    text: "Swiss law firm, need a client portal for secure document exchange with 2FA, hosted in Switzerland. CHF 50'000–70'000. Go-live planned for January 2027.",
    expected: {
      category: WEB,
      budget: { min: 50000, max: 70000, currency: 'CHF' },
      timeline: { by: '2027-01-01' },
      technologies: [],
      title: true,
    },
  },
  {
    id: 'fashion-recommendations',
    text: 'We run an online fashion store on Shopify Plus with 20k products. We want personalized product recommendations ("you may also like", personalized emails) using our order history. Is that a machine learning project? Budget around 12 000 €, and we\'d love it live before Black Friday.',
    expected: {
      category: AI,
      budget: { min: 12000, max: 12000, currency: 'EUR' },
      timeline: { by: '2026-11-27' },
      technologies: ['Shopify'],
      title: true,
    },
  },
  {
    id: 'food-space',
    text: "Hey there, I've been thinking about starting something in the food space for a while and wanted to chat with someone technical about options. Nothing concrete yet.",
    expected: { technologies: [] },
  },
  {
    id: 'kayak-tours',
    text: 'Budget: 7.5k (NZD). Timeline: ~2 months. What: booking website for our kayak tours w/ online payments & a calendar sync w/ Google Calendar.',
    expected: {
      category: WEB,
      budget: { min: 7500, max: 7500, currency: 'NZD' },
      timeline: { weeks: 9 },
      technologies: ['Google Calendar'],
      features: ['payments', 'calendar'],
      title: true,
    },
  },
  {
    id: 'gke-helm',
    text: 'need help with our k8s cluster on GKE: helm charts for 6 microservices, argo cd for gitops, and cert-manager. part time ok, about 5 weeks of work. budget $150/hr',
    expected: {
      category: DEVOPS,
      timeline: { weeks: 5 },
      technologies: ['Kubernetes', 'GKE', 'Helm', 'Argo CD', 'cert-manager'],
    },
  },
  {
    id: 'listing-scraper',
    text: 'Scrape ~50 real-estate listing sites daily, normalize the data, store in Postgres, and email us new listings that match saved filters. Python + Scrapy or Playwright is fine. Budget 2000-3000 USD, start ASAP, should take about a month.',
    expected: {
      category: AUTOMATION,
      budget: { min: 2000, max: 3000, currency: 'USD' },
      timeline: { weeks: 4 },
      technologies: ['PostgreSQL', 'Python', 'Scrapy', 'Playwright'],
      title: true,
    },
  },
  {
    id: 'berlin-kmp',
    text: 'Fintech startup in Berlin: we need a Kotlin Multiplatform developer for our banking app (iOS + Android share business logic). 3-month engagement, budget 45k€.',
    expected: {
      category: MOBILE,
      budget: { min: 45000, max: 45000, currency: 'EUR' },
      timeline: { weeks: 13 },
      technologies: ['Kotlin Multiplatform', 'iOS', 'Android'],
      title: true,
    },
  },
  {
    id: 'laravel-retainer',
    text: 'Maintenance + new features for our Laravel 10 / Vue 2 app (upgrade to Vue 3 is part of it). Approx. 6-month retainer, 3.5k USD per month.',
    expected: { category: WEB, timeline: { weeks: 26 }, technologies: ['Laravel', 'Vue.js'] },
  },
  {
    id: 'llama-finetune',
    text: 'fine-tune llama 3 on our support tickets, need someone who knows LoRA. 10k budget.',
    expected: { category: AI, budget: { min: 10000, max: 10000 }, technologies: ['Llama', 'LoRA'], title: true },
  },
  {
    id: 'gala-donations',
    text: 'Our nonprofit needs its donation page rebuilt, it must integrate with Stripe and our Mailchimp list. We have a gala in six weeks and need it working by then. We can spend about $3,500.',
    expected: {
      category: WEB,
      budget: { min: 3500, max: 3500, currency: 'USD' },
      timeline: { weeks: 6 },
      technologies: ['Stripe', 'Mailchimp'],
      title: true,
    },
  },
  {
    id: 'dao-dashboard',
    text: 'Web3 project: a DAO governance dashboard (proposals, voting with token weight) reading from our contracts on Arbitrum. Frontend in Next.js with wagmi/viem. Budget: $15-18k.',
    expected: {
      category: BLOCKCHAIN,
      budget: { min: 15000, max: 18000, currency: 'USD' },
      technologies: ['Arbitrum', 'Next.js', 'wagmi', 'viem'],
      features: ['proposals', 'voting'],
      title: true,
    },
  },
  {
    id: 'bus-tickets',
    text: "We're a regional bus company and want a ticketing app (iOS and Android) where riders buy tickets and show a QR code to the driver. Must work offline. Budget 80-100k EUR, by the end of the year.",
    expected: {
      category: MOBILE,
      budget: { min: 80000, max: 100000, currency: 'EUR' },
      timeline: { by: '2026-12-31' },
      technologies: ['iOS', 'Android'],
      audience: 'riders',
      title: true,
    },
  },
  {
    id: 'call-center-voice',
    text: 'Voice assistant for our call center that transcribes calls (Whisper), summarizes them with GPT-4 and pushes notes into HubSpot. Proof of concept in 4-6 weeks for under $10k.',
    expected: {
      category: AI,
      budget: { max: 10000, currency: 'USD' },
      timeline: { weeks: 6 },
      technologies: ['Whisper', 'OpenAI', 'HubSpot'],
      title: true,
    },
  },
  {
    id: 'rails-reports',
    text: 'Ruby on Rails app needs a new reporting module (charts + CSV/PDF export), Sidekiq jobs for heavy reports. Our devs are busy with other stuff. Budget 8-10k, 6 weeks.',
    expected: {
      category: WEB,
      budget: { min: 8000, max: 10000 },
      timeline: { weeks: 6 },
      technologies: ['Ruby on Rails', 'Sidekiq'],
      features: ['charts'],
      title: true,
    },
  },
  {
    id: 'azure-logging',
    text: "Set up centralized logging + alerting for ~40 services: we're on Azure (AKS), want the ELK stack or Grafana Loki, PagerDuty for on-call. Budget 25k€, 2-3 months.",
    expected: {
      category: DEVOPS,
      budget: { min: 25000, max: 25000, currency: 'EUR' },
      timeline: { weeks: 13 },
      technologies: ['Azure', 'AKS', 'ELK Stack', 'Grafana Loki', 'PagerDuty'],
      title: true,
    },
  },
  {
    id: 'accounting-reports',
    text: 'Hi, i have small accounting office, 5 persons. Every month we are making same reports in excel manually from our programm (it exports csv). I want automatic solution, maybe macro or python, to make reports and send to clients by email. What is price? I can pay maybe 500-700 euro.',
    expected: {
      category: AUTOMATION,
      budget: { min: 500, max: 700, currency: 'EUR' },
      technologies: ['Excel', 'Python'],
      title: true,
    },
  },
  {
    id: 'farmers-market',
    text: "Flutter app for a farmers' market: vendors list their produce, shoppers pre-order and pick up on Saturday. Biggest challenge: many vendors are not tech-savvy, so onboarding must be dead simple. Budget $12k, launch in spring 2027.",
    expected: {
      category: MOBILE,
      budget: { min: 12000, max: 12000, currency: 'USD' },
      timeline: { by: '2027-03-20' },
      technologies: ['Flutter'],
      audience: 'vendors',
      challenges: true,
      title: true,
    },
  },
  {
    id: 'survey-research',
    text: 'University research group needs a web app to collect survey data from participants on their phones and export it for R and SPSS analysis. Must be GDPR compliant. Duration: 5 months.',
    expected: {
      category: WEB,
      timeline: { weeks: 22 },
      technologies: ['R', 'SPSS'],
      audience: 'participants',
      title: true,
    },
  },
  {
    id: 'contract-review',
    text: 'We are a law firm and want an AI tool that reads contracts and flags risky clauses. We have fifteen thousand dollars for a first version and want it in about three months.',
    expected: {
      category: AI,
      budget: { min: 15000, max: 15000, currency: 'USD' },
      timeline: { weeks: 13 },
      technologies: [],
      title: true,
    },
  },
  {
    id: 'yoga-studio',
    text: 'Need a mobile-friendly website for my yoga studio with class schedule and online booking (Mindbody integration). $2k–3k. 3 weeks.',
    expected: {
      category: WEB,
      budget: { min: 2000, max: 3000, currency: 'USD' },
      timeline: { weeks: 3 },
      technologies: ['Mindbody'],
      features: ['schedule', 'booking'],
      title: true,
    },
  },
  {
    id: 'n8n-leads',
    text: 'Want to connect our Typeform surveys, HubSpot CRM and Slack with n8n (self-hosted on our VPS) so new leads get routed automatically. About 20 hours of work I think, budget max 1000 USD.',
    expected: {
      category: AUTOMATION,
      budget: { max: 1000, currency: 'USD' },
      technologies: ['Typeform', 'HubSpot', 'Slack', 'n8n'],
      title: true,
    },
  },
  {
    id: 'quiz-game',
    text: 'Browser-based multiplayer quiz game for team events (like Kahoot but for companies), WebSockets, up to 200 players per room. Budget 20.000€, 3 months.',
    expected: {
      category: WEB,
      budget: { min: 20000, max: 20000, currency: 'EUR' },
      timeline: { weeks: 13 },
      technologies: ['WebSockets'],
      audience: 'companies',
      title: true,
    },
  },
  {
    id: 'furniture-ar',
    text: 'AR app for furniture store: customers place 3D models of our sofas in their living room. ARKit + ARCore, or Unity AR Foundation. Budget 40-60k USD. Deadline: 15 October.',
    expected: {
      category: MOBILE,
      budget: { min: 40000, max: 60000, currency: 'USD' },
      timeline: { by: '2026-10-15' },
      technologies: ['ARKit', 'ARCore', 'Unity', 'AR Foundation'],
      audience: 'customers',
      title: true,
    },
  },
  {
    id: 'hetzner-backups',
    text: 'Need someone to set up backups and monitoring for 3 Ubuntu servers (Hetzner), and harden SSH/firewall. Should be a few days of work. €600.',
    expected: {
      category: DEVOPS,
      budget: { min: 600, max: 600, currency: 'EUR' },
      technologies: ['Ubuntu', 'Hetzner'],
      title: true,
    },
  },
  {
    id: 'typo3-relaunch',
    text: 'We search a developer for our company website relaunch. Today it runs on Typo3, new one should be on WordPress with Elementor. Multilanguage (DE/EN/FR). Our budget is 8.000 - 10.000 EUR, the launch shall be in Q4.',
    expected: {
      category: WEB,
      budget: { min: 8000, max: 10000, currency: 'EUR' },
      timeline: { by: '2026-12-31' },
      technologies: ['TYPO3', 'WordPress', 'Elementor'],
      title: true,
    },
  },
  {
    id: 'translators-marketplace',
    text: "What would an MVP for a marketplace of freelance translators cost? We'd do web first, mobile later.",
    expected: { category: WEB, technologies: [] },
  },
  {
    id: 'whatsapp-insurance',
    text: 'Need a chatbot in Hindi and English for our insurance customers on WhatsApp. Budget 5-6 lakh INR, go live in 8 weeks.',
    expected: {
      category: AI,
      budget: { min: 500000, max: 600000, currency: 'INR' },
      timeline: { weeks: 8 },
      technologies: ['WhatsApp'],
      audience: 'insurance customers',
      title: true,
    },
  },
  {
    id: 'lisbon-dental',
    text: 'Website + booking system for a dental clinic in Lisbon, 5k euros, 2 months',
    expected: {
      category: WEB,
      budget: { min: 5000, max: 5000, currency: 'EUR' },
      timeline: { weeks: 9 },
      technologies: [],
      title: true,
    },
  },
  { id: 'one-word-blockchain', text: 'blockchain', expected: { category: BLOCKCHAIN, technologies: [] } },
  {
    id: 'azure-devops-migration',
    text: 'Migrate our on-prem Jenkins + VMware setup to Azure DevOps pipelines and Azure VMs, with infrastructure as code in Bicep or Terraform. About 3 months, budget 40-50k USD.',
    expected: {
      category: DEVOPS,
      budget: { min: 40000, max: 50000, currency: 'USD' },
      timeline: { weeks: 13 },
      technologies: ['Jenkins', 'VMware', 'Azure DevOps', 'Azure', 'Bicep', 'Terraform'],
      title: true,
    },
  },
  {
    id: 'book-club',
    text: 'Simple membership site for my book club: members log in, see the reading list, RSVP to meetups. Under 5k please, no rush.',
    expected: {
      category: WEB,
      budget: { max: 5000 },
      technologies: [],
      audience: 'members',
      features: ['log in', 'reading list', 'RSVP'],
      title: true,
    },
  },
  {
    id: 'pet-sitting-long',
    text: `Hi team,

My co-founder and I are starting PawPal, a marketplace that connects pet owners with vetted local pet sitters. Think Rover, but focused on cats and small animals, starting in Manchester and Leeds.

What we need for the first version:
1. Sitter profiles with photos, reviews and availability calendar
2. Owners search by postcode and book + pay in the app
3. In-app chat between owner and sitter
4. Daily photo updates during a booking

We think a cross-platform app makes sense (Flutter or React Native, we don't mind), with an admin web panel for us. Payments via Stripe. Our budget is £25,000-£30,000 and we'd like to launch in September. The biggest risk we see is trust: owners need to feel safe, so ID checks for sitters matter. We'll call it a success if we get 200 bookings in the first three months.

Thanks!`,
    expected: {
      category: MOBILE,
      budget: { min: 25000, max: 30000, currency: 'GBP' },
      timeline: { by: '2026-09-01' },
      technologies: ['Flutter', 'React Native', 'Stripe'],
      audience: 'pet owners',
      features: ['profiles', 'search', 'chat', 'photo updates'],
      successCriteria: true,
      challenges: true,
      title: true,
    },
  },
  {
    id: 'warehouse-picking',
    text: 'We have a warehouse with 12 pickers. Right now they print pick lists every morning. We want them to use handheld Zebra scanners (Android) with an app that shows the next pick, scans the barcode and updates stock in our Odoo. Rough budget 18-22k EUR. We are flexible on the date but Q1 next year would be great.',
    expected: {
      category: MOBILE,
      budget: { min: 18000, max: 22000, currency: 'EUR' },
      timeline: { by: '2027-03-31' },
      technologies: ['Android', 'Odoo'],
      title: true,
    },
  },
  {
    id: 'clinic-no-budget',
    text: 'Physiotherapy clinic with 4 locations looking to replace paper intake forms with a tablet-friendly web form that saves into our practice management system (Cliniko, they have an API). Patients fill it in the waiting room.',
    expected: { category: WEB, technologies: ['Cliniko'], audience: 'patients', title: true },
  },
  {
    id: 'dotnet-api',
    text: 'Our ASP.NET Core API (C#, SQL Server) is getting slow under load, about 2k requests per second at peak. Looking for a performance consultant for 4 weeks to profile it, fix the hot paths and add caching with Redis. We pay 9000 USD fixed.',
    expected: {
      category: WEB,
      budget: { min: 9000, max: 9000, currency: 'USD' },
      timeline: { weeks: 4 },
      technologies: ['ASP.NET', 'C#', 'SQL Server', 'Redis'],
    },
  },
  {
    id: 'crypto-tax',
    text: 'Want a tool that pulls my trades from Binance and Coinbase via their APIs and calculates my crypto taxes (FIFO) into a spreadsheet. Maybe a python script is enough? Budget 400 dollars.',
    expected: {
      category: AUTOMATION,
      budget: { min: 400, max: 400, currency: 'USD' },
      technologies: ['Binance', 'Coinbase', 'Python'],
      title: true,
    },
  },
  {
    id: 'german-nonnative-app',
    text: 'We are small company from Munich and we make bicycle tours. We need app for our guests, they can see the route on map, get informations about the sights and we can send them messages during the tour. It must work also without internet in the mountains. Our idea is 15.000 to 20.000 euro and it should be ready for the season start in April.',
    expected: {
      category: MOBILE,
      budget: { min: 15000, max: 20000, currency: 'EUR' },
      timeline: { by: '2027-04-01' },
      technologies: [],
      audience: 'guests',
      features: ['route', 'sights', 'messages'],
      title: true,
    },
  },
];
