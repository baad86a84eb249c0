import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { track } from '../../../lib/browser-tracker';
import { patchQuestion } from '../api/question-cache';
import { recordQuestionView } from '../api/record-question-view';

/** Records one view each time a question is opened (the ref survives React's double effects). */
export function useRecordView(questionId: string, isEnabled: boolean): void {
  const queryClient = useQueryClient();
  const recordedId = useRef<string | null>(null);
  useEffect(() => {
    if (!isEnabled || recordedId.current === questionId) return;
    recordedId.current = questionId;
    track('question_viewed', { questionId });
    recordQuestionView(questionId).then(
      ({ views }) => patchQuestion(queryClient, questionId, (question) => ({ ...question, views })),
      () => {
        // A view that could not be counted is not worth interrupting the reader for.
      },
    );
  }, [questionId, isEnabled, queryClient]);
}
