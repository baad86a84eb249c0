import type { CvCase } from './eval-types.ts';

/**
 * CVs and LinkedIn summaries as people paste them: headed CVs, first-person "About" sections,
 * one-line bios, non-native English, several currencies and units for the rate. Years "since"
 * a year are counted to 2026 (the evaluation's reference date).
 */
export const CV_CASES: readonly CvCase[] = [
  {
    id: 'maria-fullstack',
    text: `Maria Gonzalez
Senior Full-Stack Developer
Madrid, Spain · UTC+1 · maria.gonzalez.dev@gmail.com
github.com/mariagonzalez · linkedin.com/in/maria-gonzalez-dev

8+ years building web products with React, TypeScript, Node.js and PostgreSQL. Led the rebuild of a logistics platform serving 2M shipments a month; mentored 5 juniors.
Languages: Spanish (native), English (C1), French (B1).
Rate: €65/hour.`,
    expected: {
      name: 'Maria Gonzalez',
      title: 'Full-Stack Developer',
      skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
      yearsOfExperience: 8,
      languages: ['Spanish', 'English', 'French'],
      location: 'Madrid',
      timezone: 'UTC+1',
      hourlyRate: 65,
      currency: 'EUR',
      github: 'github.com/mariagonzalez',
      linkedin: 'linkedin.com/in/maria-gonzalez-dev',
    },
  },
  {
    id: 'mobile-toronto',
    text: "I'm a mobile engineer with 6 years of experience shipping iOS and Android apps in Swift, Kotlin and, lately, Flutter. Currently at a health-tech startup in Toronto where I own the patient app (4.8★, 300k users). I care about accessibility and offline-first design. Open to freelance work at $90/hr. Fluent in English and Portuguese.",
    expected: {
      title: 'mobile engineer',
      skills: ['iOS', 'Android', 'Swift', 'Kotlin', 'Flutter'],
      yearsOfExperience: 6,
      languages: ['English', 'Portuguese'],
      location: 'Toronto',
      hourlyRate: 90,
      currency: 'USD',
    },
  },
  {
    id: 'john-sre',
    text: `JOHN O'REILLY
DevOps / Site Reliability Engineer
Dublin, Ireland | +353 86 123 4567 | john@oreilly.ie | https://johnoreilly.ie

SUMMARY
Infrastructure engineer since 2014. Kubernetes, Terraform, AWS and GCP, GitLab CI, Prometheus/Grafana. CKA certified.

EXPERIENCE
2019–present  Platform Lead, Fintech Co.
2014–2019     Systems Engineer, Telco Ltd.

LANGUAGES
English, Irish`,
    expected: {
      name: "John O'Reilly",
      title: 'Site Reliability Engineer',
      skills: ['Kubernetes', 'Terraform', 'AWS', 'Google Cloud', 'GitLab CI', 'Prometheus', 'Grafana'],
      yearsOfExperience: 12,
      languages: ['English', 'Irish'],
      location: 'Dublin',
      portfolio: 'johnoreilly.ie',
    },
  },
  {
    id: 'krakow-data',
    text: 'Python dev, data engineering mostly (Airflow, Spark, dbt, Snowflake). 10 yrs. Based in Kraków, CET. 70 EUR/h.',
    expected: {
      title: 'Python dev',
      skills: ['Python', 'Airflow', 'Apache Spark', 'dbt', 'Snowflake'],
      yearsOfExperience: 10,
      languages: [],
      location: 'Kraków',
      timezone: 'CET',
      hourlyRate: 70,
      currency: 'EUR',
    },
  },
  {
    id: 'andriy-frontend',
    text: 'My name is Andriy Kovalenko, I am Frontend developer from Lviv, Ukraine. I work with Angular and React since 2017, also know RxJS, NgRx, SCSS. I speak Ukrainian, Russian and English (upper-intermediate). My rate is 40$ per hour. Portfolio: andriy-dev.netlify.app',
    expected: {
      name: 'Andriy Kovalenko',
      title: 'Frontend developer',
      skills: ['Angular', 'React', 'RxJS', 'NgRx', 'Sass'],
      yearsOfExperience: 9,
      languages: ['Ukrainian', 'Russian', 'English'],
      location: 'Lviv',
      hourlyRate: 40,
      currency: 'USD',
      portfolio: 'andriy-dev.netlify.app',
    },
  },
  {
    id: 'lamont-linkedin',
    text: `Lamont Evans | Full-Stack Developer & Platform Architect | React · Node · AWS | San Francisco Bay Area
About: 12 years designing platforms for startups and scale-ups. I've built marketplaces, payment flows (Stripe), and real-time features (WebSockets, Redis). $85-140/hr depending on scope. github.com/lamontevans`,
    expected: {
      name: 'Lamont Evans',
      title: 'Full-Stack Developer',
      skills: ['React', 'Node.js', 'AWS', 'Stripe', 'WebSockets', 'Redis'],
      yearsOfExperience: 12,
      languages: [],
      location: 'San Francisco',
      hourlyRate: 85,
      hourlyRateMax: 140,
      currency: 'USD',
      github: 'github.com/lamontevans',
    },
  },
  {
    id: 'priya-nlp',
    text: 'Dr. Priya Raman — Data Scientist (NLP). PhD in computational linguistics, 7 years in industry. Python, PyTorch, Hugging Face Transformers, spaCy, SQL. Bangalore, India (IST). Languages: English, Tamil, Hindi. LinkedIn: https://www.linkedin.com/in/priyaraman',
    expected: {
      name: 'Priya Raman',
      title: 'Data Scientist',
      skills: ['Python', 'PyTorch', 'Hugging Face', 'spaCy', 'SQL'],
      yearsOfExperience: 7,
      languages: ['English', 'Tamil', 'Hindi'],
      location: 'Bangalore',
      timezone: 'IST',
      linkedin: 'linkedin.com/in/priyaraman',
    },
  },
  {
    id: 'backend-oneliner',
    text: 'Backend dev. Go, Postgres, gRPC.',
    expected: { title: 'Backend dev', skills: ['Go', 'PostgreSQL', 'gRPC'], languages: [] },
  },
  {
    id: 'lucas-unity',
    text: "Hi! I'm Lucas, a Unity developer from São Paulo (GMT-3) with 5 years making mobile games in C#. Shipped 4 titles on Google Play and the App Store. I speak Portuguese and English, a bit of Spanish. R$ 120/hora or USD 25/hour.",
    expected: {
      name: 'Lucas',
      title: 'Unity developer',
      skills: ['Unity', 'C#'],
      yearsOfExperience: 5,
      languages: ['Portuguese', 'English', 'Spanish'],
      location: 'São Paulo',
      timezone: 'GMT-3',
      hourlyRate: 120,
      currency: 'BRL',
    },
  },
  {
    id: 'web3-auditor',
    text: 'Solidity & Rust smart contract engineer. 4 years in web3: Ethereum, Solana (Anchor), Foundry, Hardhat. Audited 20+ protocols. Remote, UTC+8 (Singapore). github: github.com/0xkaiwen. Rate $150/h.',
    expected: {
      title: 'smart contract engineer',
      skills: ['Solidity', 'Rust', 'Ethereum', 'Solana', 'Anchor', 'Foundry', 'Hardhat'],
      yearsOfExperience: 4,
      languages: [],
      location: 'Singapore',
      timezone: 'UTC+8',
      hourlyRate: 150,
      currency: 'USD',
      github: 'github.com/0xkaiwen',
    },
  },
  {
    id: 'anna-qa',
    text: `Anna Schmidt – QA Automation Engineer – Hamburg, Germany
QA automation engineer since 2016. Selenium, Cypress, Playwright, Java and TypeScript, Jenkins pipelines. ISTQB Advanced.
German (native), English (fluent).
55 €/h, available 30 h/week.`,
    expected: {
      name: 'Anna Schmidt',
      title: 'QA Automation Engineer',
      skills: ['Selenium', 'Cypress', 'Playwright', 'Java', 'TypeScript', 'Jenkins'],
      yearsOfExperience: 10,
      languages: ['German', 'English'],
      location: 'Hamburg',
      hourlyRate: 55,
      currency: 'EUR',
    },
  },
  {
    id: 'julian-frontend',
    text: 'Julian Faulkner — Frontend Developer & UI/UX Specialist based in Austin, TX. 9 years turning Figma designs into accessible React and Vue interfaces; design systems with Storybook and Tailwind. $70–110/hr. Portfolio: julianfaulkner.design',
    expected: {
      name: 'Julian Faulkner',
      title: 'Frontend Developer',
      skills: ['Figma', 'React', 'Vue.js', 'Storybook', 'Tailwind CSS'],
      yearsOfExperience: 9,
      languages: [],
      location: 'Austin',
      hourlyRate: 70,
      hourlyRateMax: 110,
      currency: 'USD',
      portfolio: 'julianfaulkner.design',
    },
  },
  {
    id: 'dantee-backend',
    text: `Dantee Fluellen
Backend Developer & API Specialist · Seattle, WA (PST)
Python/Django, Go, PostgreSQL, Redis, RabbitMQ, Docker. 11 years building APIs for e-commerce and logistics.
Rate: 75-125 USD/hr
https://github.com/dfluellen  https://linkedin.com/in/dantee-fluellen`,
    expected: {
      name: 'Dantee Fluellen',
      title: 'Backend Developer',
      skills: ['Python', 'Django', 'Go', 'PostgreSQL', 'Redis', 'RabbitMQ', 'Docker'],
      yearsOfExperience: 11,
      languages: [],
      location: 'Seattle',
      timezone: 'PST',
      hourlyRate: 75,
      hourlyRateMax: 125,
      currency: 'USD',
      github: 'github.com/dfluellen',
      linkedin: 'linkedin.com/in/dantee-fluellen',
    },
  },
  {
    id: 'delft-student',
    text: 'Computer science student (final year) at TU Delft looking for a first freelance project. I know Java, Python and a bit of React. I speak Dutch and English.',
    expected: { title: 'student', skills: ['Java', 'Python', 'React'], languages: ['Dutch', 'English'] },
  },
  {
    id: 'mehmet-android',
    text: `CURRICULUM VITAE
Name: Mehmet Yılmaz
Title: Senior Android Developer
Location: Istanbul, Turkey
Time zone: GMT+3
Email: mehmet.yilmaz@example.com
Experience: 9 years
Skills: Kotlin, Java, Jetpack Compose, Coroutines, Retrofit, Firebase, MVVM, Clean Architecture
Languages: Turkish (native), English (professional), German (basic)
Hourly rate: 45 USD`,
    expected: {
      name: 'Mehmet Yılmaz',
      title: 'Android Developer',
      skills: ['Android', 'Kotlin', 'Java', 'Jetpack Compose', 'Retrofit', 'Firebase'],
      yearsOfExperience: 9,
      languages: ['Turkish', 'English', 'German'],
      location: 'Istanbul',
      timezone: 'GMT+3',
      hourlyRate: 45,
      currency: 'USD',
    },
  },
  {
    id: 'carlos-fullstack',
    text: 'Carlos Mendes, fullstack engineer, 15+ yrs. Ruby on Rails, React, AWS. From Lisbon, Portugal. English, Portuguese, Spanish. linkedin.com/in/carlosmendes',
    expected: {
      name: 'Carlos Mendes',
      title: 'fullstack engineer',
      skills: ['Ruby on Rails', 'React', 'AWS'],
      yearsOfExperience: 15,
      languages: ['English', 'Portuguese', 'Spanish'],
      location: 'Lisbon',
      linkedin: 'linkedin.com/in/carlosmendes',
    },
  },
  {
    id: 'mlops-london',
    text: 'Machine learning engineer (MLOps) with a decade of experience across fintech and retail. Day to day: Python, TensorFlow, Kubeflow, MLflow, Kubernetes on GCP. London-based (GMT), happy to work with US teams. £600/day or £80/hour.',
    expected: {
      title: 'Machine learning engineer',
      skills: ['Python', 'TensorFlow', 'Kubeflow', 'MLflow', 'Kubernetes', 'Google Cloud'],
      yearsOfExperience: 10,
      languages: [],
      location: 'London',
      timezone: 'GMT',
      hourlyRate: 80,
      currency: 'GBP',
    },
  },
  {
    id: 'manila-wordpress',
    text: "WordPress & WooCommerce developer, 7 years freelancing. PHP, JavaScript, Elementor, ACF. I'm from Manila, Philippines (GMT+8). Rate 20 USD/hr. English fluent, Tagalog native.",
    expected: {
      title: 'WordPress',
      skills: ['WordPress', 'WooCommerce', 'PHP', 'JavaScript', 'Elementor', 'Advanced Custom Fields'],
      yearsOfExperience: 7,
      languages: ['English', 'Tagalog'],
      location: 'Manila',
      timezone: 'GMT+8',
      hourlyRate: 20,
      currency: 'USD',
    },
  },
  {
    id: 'nothing-much',
    text: 'Looking for remote work. Hard worker, fast learner.',
    expected: { skills: [], languages: [] },
  },
  {
    id: 'sophie-appsec',
    text: `Sophie Martin
Application Security Engineer
Lyon, France (CET)
Pentesting web apps and APIs since 2018: Burp Suite, OWASP ZAP, Python tooling, AWS security reviews. OSCP.
Français (langue maternelle), English (C1), Español (B2).
TJM: 650 €`,
    expected: {
      name: 'Sophie Martin',
      title: 'Security Engineer',
      skills: ['Burp Suite', 'OWASP ZAP', 'Python', 'AWS'],
      yearsOfExperience: 8,
      languages: ['French', 'English', 'Spanish'],
      location: 'Lyon',
      timezone: 'CET',
    },
  },
  {
    id: 'ios-barcelona',
    text: "Product-minded iOS engineer. For the past eight years I've been building consumer apps in Swift and SwiftUI, most recently at a travel startup in Barcelona. Comfortable with Combine, Core Data and CI with Fastlane. I speak English, Catalan and Spanish.",
    expected: {
      title: 'iOS engineer',
      skills: ['iOS', 'Swift', 'SwiftUI', 'Combine', 'Core Data', 'Fastlane'],
      yearsOfExperience: 8,
      languages: ['English', 'Catalan', 'Spanish'],
      location: 'Barcelona',
    },
  },
  {
    id: 'dotnet-joburg',
    text: 'Senior .NET developer (C#, ASP.NET Core, Entity Framework, SQL Server, Azure). 14 years. Based in Johannesburg (SAST, UTC+2). Rate: R850/hour. English and Afrikaans.',
    expected: {
      title: '.NET developer',
      skills: ['.NET', 'C#', 'ASP.NET', 'Entity Framework', 'SQL Server', 'Azure'],
      yearsOfExperience: 14,
      languages: ['English', 'Afrikaans'],
      location: 'Johannesburg',
      timezone: 'SAST',
      hourlyRate: 850,
      currency: 'ZAR',
    },
  },
  {
    id: 'wang-fullstack',
    text: 'Wang Lei. Full stack engineer, 6 years. Vue, Java Spring Boot, MySQL, Redis, Docker. Now in Shenzhen, China (UTC+8). Chinese native, English good for work. Expect 35 USD per hour.',
    expected: {
      name: 'Wang Lei',
      title: 'Full stack engineer',
      skills: ['Vue.js', 'Java', 'Spring Boot', 'MySQL', 'Redis', 'Docker'],
      yearsOfExperience: 6,
      languages: ['Chinese', 'English'],
      location: 'Shenzhen',
      timezone: 'UTC+8',
      hourlyRate: 35,
      currency: 'USD',
    },
  },
  {
    id: 'embedded-eindhoven',
    text: 'Embedded software engineer (C/C++, FreeRTOS, ARM Cortex-M, BLE, Zephyr). 13 years in medical devices. Eindhoven, NL. Dutch/English/German. €95 per hour.',
    expected: {
      title: 'Embedded software engineer',
      skills: ['C', 'C++', 'FreeRTOS', 'Bluetooth Low Energy', 'Zephyr'],
      yearsOfExperience: 13,
      languages: ['Dutch', 'English', 'German'],
      location: 'Eindhoven',
      hourlyRate: 95,
      currency: 'EUR',
    },
  },
  {
    id: 'kenji-frontend',
    text: `Kenji Watanabe | Senior Frontend Engineer | Tokyo (JST)
React, Next.js, TypeScript, GraphQL (Apollo), Jest, Playwright.
Over 10 years of experience, the last 5 as tech lead.
Japanese (native), English (business).
¥9,000/hour
https://kenji.dev · https://github.com/kwatanabe`,
    expected: {
      name: 'Kenji Watanabe',
      title: 'Frontend Engineer',
      skills: ['React', 'Next.js', 'TypeScript', 'GraphQL', 'Apollo', 'Jest', 'Playwright'],
      yearsOfExperience: 10,
      languages: ['Japanese', 'English'],
      location: 'Tokyo',
      timezone: 'JST',
      hourlyRate: 9000,
      currency: 'JPY',
      github: 'github.com/kwatanabe',
      portfolio: 'kenji.dev',
    },
  },
  {
    id: 'shopify-vancouver',
    text: 'Freelance Shopify expert. Liquid, Shopify Plus, headless with Hydrogen. 5 yrs. $60 an hour. Vancouver, Canada.',
    expected: {
      title: 'Shopify expert',
      skills: ['Shopify', 'Liquid', 'Hydrogen'],
      yearsOfExperience: 5,
      languages: [],
      location: 'Vancouver',
      hourlyRate: 60,
      currency: 'USD',
    },
  },
  {
    id: 'aisha-analyst',
    text: 'Aisha Bello, Data Analyst. Lagos, Nigeria (WAT). SQL, Excel, Power BI, Tableau, Python (pandas). 4 years. English, Yoruba, Hausa. ₦25,000/hr.',
    expected: {
      name: 'Aisha Bello',
      title: 'Data Analyst',
      skills: ['SQL', 'Excel', 'Power BI', 'Tableau', 'Python', 'pandas'],
      yearsOfExperience: 4,
      languages: ['English', 'Yoruba', 'Hausa'],
      location: 'Lagos',
      timezone: 'WAT',
      hourlyRate: 25000,
      currency: 'NGN',
    },
  },
  {
    id: 'elixir-stockholm',
    text: "I have been coding professionally since 2012, mostly Elixir/Phoenix and Erlang these days, before that Ruby. I'm based in Stockholm, Sweden and speak Swedish and English. github.com/erikl",
    expected: {
      skills: ['Elixir', 'Phoenix', 'Erlang', 'Ruby'],
      yearsOfExperience: 14,
      languages: ['Swedish', 'English'],
      location: 'Stockholm',
      github: 'github.com/erikl',
    },
  },
  {
    id: 'tomasz-salesforce',
    text: 'Tomasz Nowak – Salesforce Developer (Apex, LWC, Flows), 6 years, Warsaw. 50 EUR/h. Polish, English.',
    expected: {
      name: 'Tomasz Nowak',
      title: 'Salesforce Developer',
      skills: ['Salesforce', 'Apex', 'Lightning Web Components'],
      yearsOfExperience: 6,
      languages: ['Polish', 'English'],
      location: 'Warsaw',
      hourlyRate: 50,
      currency: 'EUR',
    },
  },
  {
    id: 'sysadmin-ba',
    text: 'Linux sysadmin turned DevOps. Bash, Ansible, Docker, Terraform, GitHub Actions, Nginx. 20 years in IT (yes, I remember Slackware). Remote from Buenos Aires, Argentina (ART, UTC-3). Spanish native, English fluent. USD 45/hr.',
    expected: {
      title: 'DevOps',
      skills: ['Linux', 'Bash', 'Ansible', 'Docker', 'Terraform', 'GitHub Actions', 'Nginx'],
      yearsOfExperience: 20,
      languages: ['Spanish', 'English'],
      location: 'Buenos Aires',
      timezone: 'UTC-3',
      hourlyRate: 45,
      currency: 'USD',
    },
  },
  {
    id: 'emily-webflow',
    text: `Emily Chen
Product Designer & Webflow Developer
NYC · EST
I design and build marketing sites in Figma and Webflow. 6 years, 40+ sites launched. $95/hr
emilychen.design | linkedin.com/in/emilychen`,
    expected: {
      name: 'Emily Chen',
      title: 'Product Designer',
      skills: ['Figma', 'Webflow'],
      yearsOfExperience: 6,
      languages: [],
      location: 'NYC',
      timezone: 'EST',
      hourlyRate: 95,
      currency: 'USD',
      portfolio: 'emilychen.design',
      linkedin: 'linkedin.com/in/emilychen',
    },
  },
];
