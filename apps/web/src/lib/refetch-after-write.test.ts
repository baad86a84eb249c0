import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAfterWrite } from './refetch-after-write';

describe('refetchAfterWrite', () => {
  it("repeats a first fetch that was in flight when the write landed, so the write's result shows", async () => {
    const queryClient = new QueryClient();
    const replies: Array<(answers: string[]) => void> = [];
    const observer = new QueryObserver<string[]>(queryClient, {
      queryKey: ['community', 'answers'],
      queryFn: ({ signal }) =>
        new Promise<string[]>((resolve, reject) => {
          replies.push(resolve);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
      retry: false,
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(replies).toHaveLength(1); // the page's first load, sent before the write landed

    const refreshed = refetchAfterWrite(queryClient, { queryKey: ['community'], refetchType: 'all' });
    await Promise.resolve();
    await Promise.resolve();
    replies[0]?.([]); // the old answer arrives late: it must not stand
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(replies).toHaveLength(2);
    replies[1]?.(['the answer written while offline']);
    await refreshed;

    expect(observer.getCurrentResult().data).toEqual(['the answer written while offline']);
    unsubscribe();
    queryClient.clear();
  });
});
