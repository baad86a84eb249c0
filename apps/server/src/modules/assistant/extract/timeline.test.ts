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

  it.each([
    ['Must be live in a fortnight.', 2, '2 weeks'],
    ['Need it within 10 working days.', 2, '10 working days'],
    ['A month and a half at most.', 7, '1½ months'],
    ["We're thinking 2-3 months.", 13, '2-3 months'],
    ['Pilot over the next 6 weeks.', 6, '6 weeks'],
    ['The demo is in three weeks.', 3, '3 weeks'],
    ['A 2-week sprint to fix the most urgent bugs.', 2, '2 weeks'],
    ['We have 3 months of runway, so the app has to be out in 10 weeks.', 10, '10 weeks'],
    ['Kick-off in June, delivery in September.', 17, 'by September 2026'],
    ['Two months would be ideal.', 9, '2 months'],
    ['No more than 6 weeks.', 6, '6 weeks'],
    ["I'd say 3 weeks max.", 3, '3 weeks'],
  ])('reads the duration or the deadline in %j, whatever else is said around it', (text, weeks, label) => {
    expect(extractTimeline(text, reference)).toEqual({ timelineWeeks: weeks, timelineText: label });
  });

  it.each([
    ['Needed this week.', 1, 'by May 17, 2026'],
    ['Need a React Native dev to fix the crashes this month.', 3, 'by the end of May 2026'],
    ['A first version by the end of next month would be great.', 8, 'by the end of June 2026'],
    ['Please deliver by EOM.', 3, 'by the end of May 2026'],
    ['We hope to finish this by end of quarter.', 8, 'by the end of Q2 2026'],
    ['Timeline: this quarter.', 8, 'by the end of Q2 2026'],
    ['We want to go live by the end of H1.', 8, 'by the end of H1 2026'],
    ['Launch planned for H2 2026.', 34, 'by the end of H2 2026'],
    ['We hope to launch at the start of next year.', 34, 'by the start of 2027'],
    ['Needs to be done by the 20th.', 2, 'by May 20, 2026'],
    ['Need someone to speed it up before our summer sale starts on 1 July.', 8, 'by July 1, 2026'],
    ['We want it live before our busy season starts in October.', 21, 'by October 2026'],
    ['We are aiming for an August launch.', 12, 'by August 2026'],
    ['Launch window: late July.', 12, 'by the end of July 2026'],
    ['Delivery expected mid-June.', 5, 'by mid-June 2026'],
    ['Ideally finished by the end of the summer.', 16, 'by the end of summer 2026'],
    ['We want the shop live before Halloween.', 25, 'by Halloween 2026'],
    ['We want it in the App Store before Thanksgiving.', 29, 'by Thanksgiving 2026'],
    ['Ship by Easter next year.', 46, 'by Easter 2027'],
    ['The collection drops on June 5 and the mint site has to handle the traffic.', 4, 'by June 5, 2026'],
    ['October would be perfect.', 21, 'by October 2026'],
    ['September at the latest.', 17, 'by September 2026'],
    ['End of June is our hard deadline.', 8, 'by the end of June 2026'],
    ['Q3 next year is our target.', 73, 'by the end of Q3 2027'],
    ["We'd like it by March next year.", 42, 'by March 2027'],
    ['By the beginning of next month.', 3, 'by June 1, 2026'],
    ['Go-live 01.10.2026', 21, 'by October 1, 2026'],
    ["We'd like it done before our trade fair (early October).", 21, 'by October 2026'],
    ['Live ahead of the school holidays (late July), please.', 12, 'by the end of July 2026'],
  ])('reads the deadline in %j, named as a period, an event or a day', (text, weeks, label) => {
    expect(extractTimeline(text, reference)).toEqual({ timelineWeeks: weeks, timelineText: label });
  });

  it('reads urgency as ASAP, unless a duration or a date is given too', () => {
    expect(extractTimeline('budjet 1500$. asap pls', reference)).toEqual({ timelineText: 'ASAP' });
    expect(extractTimeline('We need a developer urgently to fix our checkout.', reference)).toEqual({
      timelineText: 'ASAP',
    });
    expect(extractTimeline('Start ASAP, delivery within 2 weeks.', reference)?.timelineWeeks).toBe(2);
    for (const urgent of [
      'The sooner the better!',
      'Please do it as quickly as possible.',
      'We need a fix within 48 hours.',
    ]) {
      expect(extractTimeline(urgent, reference)).toEqual({ timelineText: 'ASAP' });
    }
  });

  it("reads the money's runway as the timeline only when nothing else is said", () => {
    expect(extractTimeline('We got funded: a 6 month runway for this, budget 80k.', reference)).toEqual({
      timelineWeeks: 26,
      timelineText: '6 months',
    });
    expect(extractTimeline('We have 6 months of runway. Need the MVP ASAP.', reference)).toEqual({
      timelineText: 'ASAP',
    });
  });

  it.each([
    ['We offer a 14-day free trial.'],
    ['Our parade is in June (the 3rd weekend).'],
    ['I spend 10 hours every week copying orders.'],
    ['trained on 3 years of sales history'],
    ['route history for 90 days'],
    ['It takes our office manager 2 days every month.'],
    ['Customers pick up on Saturday.'],
    ['We provide support 24/7.'],
    ['Send urgent notifications to drivers.'],
    ['About 20 hours of work I think.'],
    ['We have been in business for 12 years and have 3 stores.'],
    ['Our last agency took 9 months and never finished.'],
    ['We launched in 2019 and got 500 signups this month.'],
    ['Users get a reminder 2 days before each appointment.'],
    ['We run a 6-week course for new managers.'],
    ['The timeline is flexible.'],
  ])('finds no timeline in %j', (text) => {
    expect(extractTimeline(text, reference)).toBeNull();
  });
});
