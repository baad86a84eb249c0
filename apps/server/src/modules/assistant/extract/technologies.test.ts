import { describe, expect, it } from 'vitest';
import { TECHNOLOGIES } from '../data/technologies.data.ts';
import { extractTechnologies, normaliseTechnology } from './technologies.ts';

describe('the technology dictionary', () => {
  it('has at least 300 technologies, each named once', () => {
    const names = TECHNOLOGIES.map((entry) => entry.name);
    expect(names.length).toBeGreaterThanOrEqual(300);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives no two technologies the same way of writing them', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of TECHNOLOGIES) {
      for (const alias of [entry.name, ...(entry.aliases ?? [])]) {
        const text = typeof alias === 'string' ? alias : alias.text;
        const exact = typeof alias === 'string' ? alias === entry.name && entry.caseSensitive : alias.caseSensitive;
        const key = exact ? text : text.toLowerCase();
        const owner = owners.get(key);
        if (owner && owner !== entry.name) clashes.push(`${text}: ${owner} and ${entry.name}`);
        owners.set(key, entry.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each([
    ['RN', 'React Native'],
    ['postgres', 'PostgreSQL'],
    ['k8s', 'Kubernetes'],
    ['golang', 'Go'],
    ['ReactJS', 'React'],
    ['nodejs', 'Node.js'],
    ['Vue 3', 'Vue.js'],
    ['GPT-4', 'OpenAI'],
    ['sklearn', 'scikit-learn'],
    ['SCSS', 'Sass'],
    ['Dockerized', 'Docker'],
    ['Shopify Plus', 'Shopify'],
    ['ArgoCD', 'Argo CD'],
    ['EC2', 'Amazon EC2'],
    ['GCP', 'Google Cloud'],
  ])('normalises %j to %j', (written, name) => {
    expect(normaliseTechnology(written)).toBe(name);
  });

  it('finds each technology once, in the order they appear, the longest name first', () => {
    expect(extractTechnologies('RN app on k8s with postgres, then React and React Native again')).toEqual([
      'React Native',
      'Kubernetes',
      'PostgreSQL',
      'React',
    ]);
    expect(extractTechnologies('Full-stack JS developer (MERN).')).toEqual([
      'JavaScript',
      'MongoDB',
      'Express',
      'React',
      'Node.js',
    ]);
  });

  it.each([
    ['We want to go live in March.', []],
    ['Go live in March with a React frontend.', ['React']],
    ['Make sure the app is fast.', []],
    ['Swift delivery matters to our customers.', []],
    ['We are a Series C company; C-level people use it.', []],
    ['Express checkout and express delivery', []],
    ['We launch in Spring.', []],
    ['They excel at customer service.', []],
    ['A Notion-like editor, something like Teachable.', []],
    ['My portfolio: github.com/ada and andriy-dev.netlify.app', []],
    ['R&D team wants a plan R.', []],
  ])('reads no technology into %j', (text, names) => {
    expect(extractTechnologies(text)).toEqual(names);
  });

  it('counts an ambiguous name beside another technology or a tech word', () => {
    expect(extractTechnologies('Our backend is written in Go.')).toEqual(['Go']);
    expect(extractTechnologies('Backend dev. Go, Postgres, gRPC.')).toEqual(['Go', 'PostgreSQL', 'gRPC']);
    expect(extractTechnologies('Export it for R and SPSS analysis.')).toEqual(['R', 'SPSS']);
    expect(extractTechnologies('Java/Spring backend, Node/Express API')).toEqual([
      'Java',
      'Spring Boot',
      'Node.js',
      'Express',
    ]);
    expect(extractTechnologies('Embedded C/C++ on FreeRTOS')).toEqual(['C', 'C++', 'FreeRTOS']);
    expect(extractTechnologies('Zapier, Make or a Python script')).toEqual(['Zapier', 'Make', 'Python']);
  });
});
