import type { CvCase } from './eval-types.ts';

/** The last CVs, written when the rules were final and never tuned on: their misses stay misses. */
export const HOLDOUT_CV_CASES: readonly CvCase[] = [
  {
    id: 'nina-data',
    text: `Nina Kowalski
Data Engineer @ Allegro · Poznań, Poland
6 yrs · Spark, Scala, Kafka, Airflow, GCP
Polish (native) · English (C1)
B2B rate: 75 EUR/h`,
    expected: {
      name: 'Nina Kowalski',
      title: 'Data Engineer',
      skills: ['Apache Spark', 'Scala', 'Kafka', 'Airflow', 'Google Cloud'],
      yearsOfExperience: 6,
      languages: ['Polish', 'English'],
      location: 'Poznań',
      hourlyRate: 75,
      currency: 'EUR',
    },
  },
  {
    id: 'self-taught-frontend',
    text: "I'm a self-taught front-end developer with 2 years of experience. I mostly use React with TypeScript and styled-components, and I'm learning Next.js. I live in Manchester, UK. My day rate is £250.",
    expected: {
      title: 'front-end developer',
      skills: ['React', 'TypeScript', 'Styled Components', 'Next.js'],
      yearsOfExperience: 2,
      languages: [],
      location: 'Manchester',
    },
  },
  {
    id: 'tel-aviv-backend',
    text: 'Backend engineer (Python, Django, Celery, Redis, AWS Lambda). 12+ yrs. Based in Tel Aviv (IST, UTC+2/+3). Hebrew, English, Russian. $100/hr. https://github.com/dkatz',
    expected: {
      title: 'Backend engineer',
      skills: ['Python', 'Django', 'Celery', 'Redis', 'AWS Lambda'],
      yearsOfExperience: 12,
      languages: ['Hebrew', 'English', 'Russian'],
      location: 'Tel Aviv',
      timezone: 'IST',
      hourlyRate: 100,
      currency: 'USD',
      github: 'github.com/dkatz',
    },
  },
  {
    id: 'yuki-flutter',
    text: 'Yuki Tanaka — Flutter & Dart developer, Osaka. 5 years. Firebase, Riverpod, BLoC. 日本語 native, English conversational. ¥7,000 per hour.',
    expected: {
      name: 'Yuki Tanaka',
      title: 'developer',
      skills: ['Flutter', 'Dart', 'Firebase', 'Riverpod', 'BLoC'],
      yearsOfExperience: 5,
      languages: ['Japanese', 'English'],
      location: 'Osaka',
      hourlyRate: 7000,
      currency: 'JPY',
    },
  },
  {
    id: 'odoo-brussels',
    text: 'Freelance Odoo consultant & Python developer. 8 years implementing Odoo ERP for SMEs in Belgium and France. French, Dutch, English. 80 €/h. Brussels.',
    expected: {
      title: 'consultant',
      skills: ['Odoo', 'Python'],
      yearsOfExperience: 8,
      languages: ['French', 'Dutch', 'English'],
      location: 'Brussels',
      hourlyRate: 80,
      currency: 'EUR',
    },
  },
  {
    id: 'gabriel-rn',
    text: `Gabriel Silva
Mobile Developer (React Native)
Florianópolis, Brazil — GMT-3
7 years · React Native, TypeScript, Expo, Redux, Jest, Detox
Portuguese, English, Spanish
USD 40/hour
linkedin.com/in/gabrielsilva-rn`,
    expected: {
      name: 'Gabriel Silva',
      title: 'Mobile Developer',
      skills: ['React Native', 'TypeScript', 'Expo', 'Redux', 'Jest', 'Detox'],
      yearsOfExperience: 7,
      languages: ['Portuguese', 'English', 'Spanish'],
      location: 'Florianópolis',
      timezone: 'GMT-3',
      hourlyRate: 40,
      currency: 'USD',
      linkedin: 'linkedin.com/in/gabrielsilva-rn',
    },
  },
];
