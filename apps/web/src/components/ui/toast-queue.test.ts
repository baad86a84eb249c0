import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastRequest } from './toast-queue';

const saved: ToastRequest = { kind: 'success', message: 'Saved.' };
const failed: ToastRequest = { kind: 'error', message: 'Not saved.', description: 'Try again.' };

function setUp(load: () => Promise<string> = () => Promise.resolve('sonner')) {
  const shown: ToastRequest[] = [];
  const loader = vi.fn(load);
  const queue = createToastQueue(loader, (library, toast) => {
    expect(library).toBe('sonner');
    shown.push(toast);
  });
  return { queue, loader, shown };
}

describe('createToastQueue', () => {
  it('loads nothing until the first toast is requested', () => {
    const { queue, loader } = setUp();
    queue.setReady(true);
    expect(loader).not.toHaveBeenCalled();
    expect(queue.getLibrary()).toBeNull();
  });

  it('holds toasts requested before the toaster is ready and shows them in order once it is', async () => {
    const { queue, loader, shown } = setUp();
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.request(saved);
    queue.request(failed);
    await vi.waitFor(() => expect(queue.getLibrary()).toBe('sonner'));
    expect(listener).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
    expect(shown).toEqual([]);
    queue.setReady(true);
    expect(shown).toEqual([saved, failed]);
  });

  it('shows a toast at once when the toaster is ready, and holds it again after the toaster has gone', async () => {
    const { queue, shown } = setUp();
    queue.request(saved);
    await vi.waitFor(() => expect(queue.getLibrary()).not.toBeNull());
    queue.setReady(true);
    queue.request(failed);
    expect(shown).toEqual([saved, failed]);
    queue.setReady(false);
    queue.request(saved);
    expect(shown).toHaveLength(2);
    queue.setReady(true);
    expect(shown).toEqual([saved, failed, saved]);
  });

  it('keeps held toasts when loading fails and tries again on the next request', async () => {
    let attempt = 0;
    const { queue, loader, shown } = setUp(() =>
      ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('sonner'),
    );
    queue.request(saved);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader).toHaveBeenCalledOnce();
    expect(queue.getLibrary()).toBeNull();
    queue.request(failed);
    await vi.waitFor(() => expect(queue.getLibrary()).toBe('sonner'));
    expect(loader).toHaveBeenCalledTimes(2);
    queue.setReady(true);
    expect(shown).toEqual([saved, failed]);
  });
});
