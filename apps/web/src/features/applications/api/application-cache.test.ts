import type { ApplicationDetail, ListApplicationDetailsResponse } from '@app/shared/applications/applications.schemas';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { updateInPages } from './application-cache';

const item = (id: string, unreadCount: number) => ({ id, unreadCount }) as unknown as ApplicationDetail;
const pages = (...lists: ApplicationDetail[][]): InfiniteData<ListApplicationDetailsResponse, string | null> => ({
  pages: lists.map((applications) => ({ success: true, applications, nextCursor: null })),
  pageParams: lists.map(() => null),
});

describe('keeping the listed applications up to date', () => {
  it('changes the one application on whichever page it is', () => {
    const data = pages([item('a', 2)], [item('b', 3)]);
    const updated = updateInPages(data, 'b', (application) => ({ ...application, unreadCount: 0 }));
    expect(updated?.pages.map((page) => page.applications.map((application) => application.unreadCount))).toEqual([
      [2],
      [0],
    ]);
  });

  it('leaves a list without it untouched', () => {
    const data = pages([item('a', 2)]);
    expect(updateInPages(data, 'z', (application) => ({ ...application, unreadCount: 0 }))).toBe(data);
    expect(updateInPages(undefined, 'z', (application) => application)).toBeUndefined();
  });
});
