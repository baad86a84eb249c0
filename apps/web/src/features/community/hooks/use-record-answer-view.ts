import { type RefObject, useEffect } from 'react';
import { recordAnswerView } from '../api/record-answer-view';

/** Counts an answer as viewed once at least half of it has been on screen. */
export function useRecordAnswerView(ref: RefObject<HTMLElement | null>, questionId: string, answerId: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        recordAnswerView(questionId, answerId).catch(() => {
          // A view that could not be counted is not worth interrupting the reader for.
        });
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, questionId, answerId]);
}
