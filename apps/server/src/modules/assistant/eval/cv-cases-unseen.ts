import type { CvCase } from './eval-types.ts';

/**
 * CVs written after the CV rules were settled on CV_CASES, scored before any rule changed: skills
 * F1 0.93, name recall 80%, location recall 75%, portfolio recall 50%; the rules were then improved
 * where they showed a general gap.
 */
export const UNSEEN_CV_CASES: readonly CvCase[] = [
  {
    id: 'ahmed-cloud',
    text: `Ahmed Hassan
Cloud Architect | AWS Certified Solutions Architect – Professional
Cairo, Egypt (EET)
15 years in IT, 8 in cloud. AWS, Terraform, Kubernetes, Python, Go.
Arabic (native), English (fluent), German (A2)
Hourly: $55`,
    expected: {
      name: 'Ahmed Hassan',
      title: 'Cloud Architect',
      skills: ['AWS', 'Terraform', 'Kubernetes', 'Python', 'Go'],
      yearsOfExperience: 15,
      languages: ['Arabic', 'English', 'German'],
      location: 'Cairo',
      timezone: 'EET',
      hourlyRate: 55,
      currency: 'USD',
    },
  },
  {
    id: 'zoe-illustrator',
    text: "Hey! I'm Zoe, a freelance illustrator and UI designer based in Melbourne 🇦🇺. I've been designing apps for 6 years, mostly in Figma and Procreate. AUD 95/hr. zoe-draws.com",
    expected: {
      name: 'Zoe',
      title: 'designer',
      skills: ['Figma', 'Procreate'],
      yearsOfExperience: 6,
      languages: [],
      location: 'Melbourne',
      hourlyRate: 95,
      currency: 'AUD',
      portfolio: 'zoe-draws.com',
    },
  },
  {
    id: 'rui-backend',
    text: 'Software engineer with 3 years of professional experience in backend development (Java 17, Spring Boot, Kafka, PostgreSQL) and some frontend (Angular). Based in Porto. Portuguese native speaker, fluent English. Available 20h/week, 35 €/hour. GitHub: https://github.com/ruisilva',
    expected: {
      title: 'Software engineer',
      skills: ['Java', 'Spring Boot', 'Kafka', 'PostgreSQL', 'Angular'],
      yearsOfExperience: 3,
      languages: ['Portuguese', 'English'],
      location: 'Porto',
      hourlyRate: 35,
      currency: 'EUR',
      github: 'github.com/ruisilva',
    },
  },
  {
    id: 'priyanka-qa',
    text: `PRIYANKA SHARMA
Senior QA Engineer | Pune, India | IST
- 9+ years in manual and automated testing
- Appium, Selenium WebDriver, RestAssured, Postman, JMeter
- Languages: English, Hindi, Marathi
- linkedin.com/in/priyanka-sharma-qa`,
    expected: {
      name: 'Priyanka Sharma',
      title: 'QA Engineer',
      skills: ['Appium', 'Selenium', 'REST Assured', 'Postman', 'JMeter'],
      yearsOfExperience: 9,
      languages: ['English', 'Hindi', 'Marathi'],
      location: 'Pune',
      timezone: 'IST',
      linkedin: 'linkedin.com/in/priyanka-sharma-qa',
    },
  },
  {
    id: 'cv-researcher',
    text: 'ML researcher turned engineer. PhD (2016) in computer vision from ETH Zurich. Since then: object detection for autonomous driving at two startups. PyTorch, CUDA, TensorRT, ONNX, C++. Zurich, CH. CHF 150 per hour.',
    expected: {
      title: 'engineer',
      skills: ['PyTorch', 'CUDA', 'TensorRT', 'ONNX', 'C++'],
      languages: [],
      location: 'Zurich',
      hourlyRate: 150,
      currency: 'CHF',
    },
  },
  {
    id: 'mern-lagos',
    text: 'Full-stack JS developer (MERN). 4 yrs. Lagos/remote. $30/hr. Portfolio: https://tobi.codes',
    expected: {
      title: 'developer',
      skills: ['JavaScript', 'MongoDB', 'Express', 'React', 'Node.js'],
      yearsOfExperience: 4,
      languages: [],
      location: 'Lagos',
      hourlyRate: 30,
      currency: 'USD',
      portfolio: 'tobi.codes',
    },
  },
  {
    id: 'analytics-engineer',
    text: 'I build data pipelines and dashboards. Tools I use daily: SQL, dbt, BigQuery, Looker Studio, Python. Previously 5 years as a financial analyst at Deloitte, 3 years as analytics engineer since then. I live in Toronto and speak English and French.',
    expected: {
      title: 'analytics engineer',
      skills: ['SQL', 'dbt', 'BigQuery', 'Looker', 'Python'],
      yearsOfExperience: 8,
      languages: ['English', 'French'],
      location: 'Toronto',
    },
  },
  {
    id: 'olena-ios',
    text: 'Name: Olena Petrenko | Role: iOS Developer | Kyiv, Ukraine (EET/UTC+2) | Swift, SwiftUI, Combine, CoreData, XCTest | 7 years | Ukrainian, English | Rate: 50 USD/hour | github.com/olenap',
    expected: {
      name: 'Olena Petrenko',
      title: 'iOS Developer',
      skills: ['iOS', 'Swift', 'SwiftUI', 'Combine', 'Core Data', 'XCTest'],
      yearsOfExperience: 7,
      languages: ['Ukrainian', 'English'],
      location: 'Kyiv',
      timezone: 'EET',
      hourlyRate: 50,
      currency: 'USD',
      github: 'github.com/olenap',
    },
  },
  {
    id: 'drupal-lille',
    text: 'Experienced Drupal and PHP developer (since 2009) looking for long-term remote contracts. Also Symfony, MySQL, Docker, some Vue. Based near Lille, France. Rate 60 euros an hour.',
    expected: {
      title: 'PHP developer',
      skills: ['Drupal', 'PHP', 'Symfony', 'MySQL', 'Docker', 'Vue.js'],
      yearsOfExperience: 17,
      languages: [],
      location: 'Lille',
      hourlyRate: 60,
      currency: 'EUR',
    },
  },
  {
    id: 'unreal-montreal',
    text: 'Game developer (Unreal Engine 5, C++, Blueprints), 8 years, shipped 2 AAA titles. Montréal, QC, EST. Français et anglais. 85 CAD/h.',
    expected: {
      title: 'Game developer',
      skills: ['Unreal Engine', 'C++', 'Unreal Blueprints'],
      yearsOfExperience: 8,
      languages: ['French', 'English'],
      location: 'Montréal',
      timezone: 'EST',
      hourlyRate: 85,
      currency: 'CAD',
    },
  },
  {
    id: 'designer-who-codes',
    text: 'Designer who codes. Webflow, Framer, HTML/CSS, a bit of JavaScript. 3 years. Berlin. 70€/h.',
    expected: {
      title: 'Designer',
      skills: ['Webflow', 'Framer', 'HTML', 'CSS', 'JavaScript'],
      yearsOfExperience: 3,
      languages: [],
      location: 'Berlin',
      hourlyRate: 70,
      currency: 'EUR',
    },
  },
  {
    id: 'sam-devops',
    text: 'Sam Okafor — DevOps engineer. 10 years running production systems at scale (Kubernetes, Istio, ArgoCD, Prometheus, AWS, GCP). SRE mindset. London, UK · GMT · £90/hour · github.com/samokafor · linkedin.com/in/samokafor',
    expected: {
      name: 'Sam Okafor',
      title: 'DevOps engineer',
      skills: ['Kubernetes', 'Istio', 'Argo CD', 'Prometheus', 'AWS', 'Google Cloud'],
      yearsOfExperience: 10,
      languages: [],
      location: 'London',
      timezone: 'GMT',
      hourlyRate: 90,
      currency: 'GBP',
      github: 'github.com/samokafor',
      linkedin: 'linkedin.com/in/samokafor',
    },
  },
];
