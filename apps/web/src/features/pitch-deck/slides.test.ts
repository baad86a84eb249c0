import { AI_PERSONAS } from '@app/shared/ai-member/personas';
import { describe, expect, it } from 'vitest';
import { SLIDES } from './slides';

describe('SLIDES', () => {
  it('has the ten slides in the spec order', () => {
    expect(SLIDES.map((slide) => slide.title)).toEqual([
      'AI Project Assistant',
      'The problem',
      'Our solution',
      'AI features',
      'Architecture',
      'Features demo',
      'Revenue model',
      'Competitive landscape',
      'Timeline',
      'Get started',
    ]);
  });

  it('shows the revenue model in the exact wording of the spec', () => {
    const revenue = SLIDES[6];
    expect(revenue?.kind === 'revenue' && revenue.streams.map((stream) => stream.label)).toEqual([
      '8-12% transaction fee',
      '$99/mo premium',
      '$299 verification',
      '$5K+/mo enterprise',
    ]);
  });

  it('names the four AI personas', () => {
    const ai = SLIDES[3];
    expect(ai?.kind === 'ai' && ai.personas.map((persona) => persona.name)).toEqual(
      AI_PERSONAS.map((persona) => persona.name),
    );
    expect(AI_PERSONAS.map((persona) => persona.name)).toEqual([
      'Alex Chen',
      'Maya Rodriguez',
      'Jordan Kim',
      'Sam Taylor',
    ]);
  });

  it('links the features demo to the ten real pages', () => {
    const demo = SLIDES[5];
    expect(demo?.kind === 'demo' && demo.pages.map((page) => page.path)).toEqual([
      '/chat',
      '/developer-chat',
      '/proto-hub',
      '/jobs',
      '/developers',
      '/pipeline-dashboard',
      '/task-manager',
      '/user-feedback',
      '/code-contributions',
      '/gamification',
    ]);
  });

  it('gives every comparison row one value per column', () => {
    const comparison = SLIDES[7];
    if (comparison?.kind !== 'comparison') throw new Error('slide 8 is not the comparison');
    for (const row of comparison.rows) expect(row.values).toHaveLength(comparison.columns.length);
  });

  it('ends with links to the assistant and the developer directory', () => {
    const cta = SLIDES[9];
    expect(cta?.kind === 'cta' && cta.actions.map((action) => action.path)).toEqual(['/chat', '/developers']);
  });
});
