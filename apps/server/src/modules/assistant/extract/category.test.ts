import { JOB_CATEGORIES } from '@app/shared/jobs/project-slots';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from '../data/category-cues.data.ts';
import { extractCategory } from './category.ts';
import { extractTechnologies } from './technologies.ts';

const categoryOf = (text: string) => extractCategory(text, extractTechnologies(text));

describe('the category rules', () => {
  it('names only job categories', () => {
    expect(Object.values(CATEGORY_NAMES).sort()).toEqual([...JOB_CATEGORIES].sort());
  });

  it.each([
    ['We want an iOS and Android app for pre-orders with Stripe payments.', 'Mobile Development'],
    ['Need a mobile-friendly website for my yoga studio.', 'Web Development'],
    ['need a websit for my plumbing bussiness', 'Web Development'],
    ['A customer support chatbot that answers from our docs with OpenAI.', 'AI & Machine Learning'],
    ['Write and audit an ERC-20 staking contract in Solidity.', 'Blockchain'],
    ['I copy orders by hand into a Google Sheet every week; I want this automated.', 'Automation'],
    ['Move our monolith to containers with a CI/CD pipeline and Terraform.', 'DevOps'],
    ['A Telegram bot that posts daily crypto prices.', 'Automation'],
    [
      "We'd like a chatbot on our website that answers questions from our help center articles.",
      'AI & Machine Learning',
    ],
    ['We need an app for our dental practice where patients can book appointments.', 'Mobile Development'],
    ['Inspectors fill in checklists on a tablet on site, and the office gets a PDF report.', 'Mobile Development'],
    ['Our WooCommerce store is slow (8s page loads).', 'Web Development'],
    ['A multiplayer quiz game for phones, like Kahoot for pub quizzes.', 'Mobile Development'],
    ['I want a simple CRM for my real estate agency.', 'Web Development'],
    ['Build a fraud detection model for our payments data.', 'AI & Machine Learning'],
    ['A tool that checks our suppliers’ price lists every morning and emails us when a price changes.', 'Automation'],
    ['We want a voice bot that answers calls for our clinic and books appointments.', 'AI & Machine Learning'],
    ['Sync our Airtable base with Webflow CMS every hour.', 'Automation'],
    ['We need a Terraform setup for our AWS accounts and a proper staging environment.', 'DevOps'],
    ['A tool that reads our support emails, sorts them and drafts replies.', 'AI & Machine Learning'],
    ['We run 8 hair salons and want customers to book online and pay online.', 'Web Development'],
    ['An internal tool to track equipment loans across our three offices.', 'Web Development'],
    ['Write a Chrome extension that highlights prices in other currencies.', 'Web Development'],
  ])('reads %j as %s', (text, category) => {
    expect(categoryOf(text)).toBe(category);
  });

  it('does not guess when the text does not say', () => {
    expect(categoryOf('I need an app')).toBeUndefined();
    expect(categoryOf('not sure yet, just exploring ideas')).toBeUndefined();
    expect(categoryOf('I have an idea for a social network for dog owners.')).toBeUndefined();
  });

  it('needs less from an answer to the category question itself', () => {
    expect(extractCategory('mobile', [], 1)).toBe('Mobile Development');
    expect(extractCategory('mobile', [])).toBeUndefined();
  });
});
