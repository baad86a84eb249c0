import { describe, expect, it } from 'vitest';
import { buildSamplePipeline } from './sample-pipeline';

describe('buildSamplePipeline', () => {
  it('reports the three FACTS.md sample deals by stage', () => {
    const report = buildSamplePipeline({});
    const deals = report.stages.flatMap((stage) => stage.opportunities.map((deal) => deal.name));
    expect(deals).toEqual(['Data Analytics Dashboard', 'E-commerce AI Chatbot', 'Mobile App Development']);
    expect(report.stats.totalOpportunities).toBe(3);
    expect(report.stats.totalValue).toBe(88_000);
    expect(report.stages.find((stage) => stage.name === 'Proposal Sent')?.totalValue).toBe(45_000);
  });

  it('applies the same filters as the server', () => {
    expect(buildSamplePipeline({ stage: 'discovery' }).stats.totalOpportunities).toBe(1);
    expect(buildSamplePipeline({ assignee: 'me', me: 'Julian Faulkner' }).stats.totalValue).toBe(45_000);
    expect(buildSamplePipeline({ assignee: 'unassigned' }).stats.totalOpportunities).toBe(0);
    expect(buildSamplePipeline({ valueRange: '15000-50000' }).stats.totalOpportunities).toBe(3);
  });
});
