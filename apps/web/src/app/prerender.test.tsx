import { CLIENT_STATE_PAGES, ROUTE_PATHS } from '@app/shared/navigation/routes';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_ROUTES, renderFirstFrame } from './prerender';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("every page's first frame renders without a browser (apps/web/prerender-plugin.ts)", () => {
  it('covers every route but those whose first render depends on stored state or the #fragment', () => {
    const paths = PRERENDERED_ROUTES.map(([, path]) => path);
    expect([...CLIENT_STATE_PAGES].sort()).toEqual([
      '/ai-community-member',
      '/chat',
      '/developer-chat',
      '/pitch-deck',
      '/post-job',
    ]);
    expect(paths).toEqual(Object.values(ROUTE_PATHS).filter((path) => !CLIENT_STATE_PAGES.has(path)));
    expect(paths).toEqual(expect.arrayContaining(['/', '/proto-hub', '/user-feedback', '/pipeline-dashboard']));
  });

  it.each(PRERENDERED_ROUTES)('%s: the shell and the page, markup only', async (_name, path) => {
    const html = await renderFirstFrame(path);
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toMatch(/<main id="main"[^>]*>.*<h1/s);
    expect(html).not.toMatch(/<script|<template|<!--\$\?-->/);
  });

  it('shows a data page with its introduction and its lists loading', async () => {
    const page = text(await renderFirstFrame(ROUTE_PATHS.userFeedback));
    expect(page).toContain('User Testing Feedback Platform');
    expect(page).toContain('every piece of feedback earns points');
    expect(page).toContain('Loading feedback stats');
    expect(page).toContain('Loading recent feedback');
  });

  it('marks the current page in the navigation', async () => {
    const html = await renderFirstFrame(ROUTE_PATHS.protoHub);
    expect(html).toMatch(/<a href="\/proto-hub" aria-current="page"/);
  });
});
