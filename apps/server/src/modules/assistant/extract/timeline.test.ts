import { describe, expect, it } from 'vitest';
import { extractTimeline } from './timeline.ts';

/** Monday 11 May 2026. */
const reference = new Date('2026-05-11T10:00:00Z');

describe('the timeline rules', () => {
  it.each([
    ['ideally live in 3 months', 13, '3 months'],
    ['We need it in six weeks.', 6, '6 weeks'],
    ['Proof of concept in 4-6 weeks for under $10k.', 6, '4-6 weeks'],
    ['3-month engagement, budget 45k€.', 13, '3 months'],
    ['Budget 8-10k, 6 weeks.', 6, '6 weeks'],
    ['Should be ready in 2 months before the new batch starts.', 9, '2 months'],
    ['We have roughly 8 weeks and a budget of $20k.', 8, '8 weeks'],
    ['start ASAP, should take about a month.', 4, '1 month'],
    ['Duration: 5 months.', 22, '5 months'],
    ['Ideally someone for 6 months, 4 days/week.', 26, '6 months'],
  ])('reads the duration in %j', (text, weeks, label) => {
    expect(extractTimeline(text, reference)).toEqual({ timelineWeeks: weeks, timelineText: label });
  });

  it.each([
    ['We want it by March.', 42, 'by March 2027'],
    ['Deadline: end of August', 16, 'by the end of August 2026'],
    ['Launch date is July 15.', 10, 'by July 15, 2026'],
    ['The project should be done by end of Q2.', 8, 'by the end of Q2 2026'],
    ['Timeline: Q3.', 21, 'by the end of Q3 2026'],
    ['would love to launch before Christmas', 33, 'by Christmas 2026'],
    ["we'd love it live before Black Friday", 29, 'by Black Friday 2026'],
    ['Go-live planned for January 2027.', 34, 'by January 2027'],
    ['needed next week', 1, 'by next week'],
    ['Budget 80-100k EUR, by the end of the year.', 34, 'by the end of 2026'],
    ['Budget $12k, launch in spring 2027.', 45, 'by spring 2027'],
    ['ready by mid-October', 23, 'by mid-October 2026'],
  ])('reads the deadline in %j from the request date', (text, weeks, label) => {
    expect(extractTimeline(text, reference)).toEqual({ timelineWeeks: weeks, timelineText: label });
  });

  it('reads urgency as ASAP, unless a duration or a date is given too', () => {
    expect(extractTimeline('budjet 1500$. asap pls', reference)).toEqual({ timelineText: 'ASAP' });
    expect(extractTimeline('We need a developer urgently to fix our checkout.', reference)).toEqual({
      timelineText: 'ASAP',
    });
    expect(extractTimeline('Start ASAP, delivery within 2 weeks.', reference)?.timelineWeeks).toBe(2);
  });

  it.each([
    ['We offer a 14-day free trial.'],
    ['I spend 10 hours every week copying orders.'],
    ['trained on 3 years of sales history'],
    ['route history for 90 days'],
    ['It takes our office manager 2 days every month.'],
    ['Customers pick up on Saturday.'],
    ['We provide support 24/7.'],
    ['Send urgent notifications to drivers.'],
    ['About 20 hours of work I think.'],
  ])('finds no timeline in %j', (text) => {
    expect(extractTimeline(text, reference)).toBeNull();
  });
});
