import type { Prototype } from '@app/shared/prototypes/prototypes.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { track } from '../../../lib/browser-tracker';
import { patchPrototype } from '../api/prototype-cache';
import { recordPrototypeView } from '../api/record-prototype-view';

/** Counts a view when the live prototype is opened, and shows the new count. */
export function useRecordPrototypeView() {
  const queryClient = useQueryClient();
  return useCallback(
    (prototype: Prototype) => {
      track('prototype_viewed', { prototypeId: prototype.id });
      recordPrototypeView(prototype.id).then(
        ({ views }) => patchPrototype(queryClient, prototype.id, (item) => ({ ...item, views })),
        () => {
          // A view that could not be counted is not worth interrupting the visitor for.
        },
      );
    },
    [queryClient],
  );
}
