import { PROTOTYPE_MESSAGES } from '@app/shared/prototypes/prototypes.constants';
import {
  type CreatePrototypeBody,
  CreatePrototypeBodySchema,
  type CreatePrototypeInput,
  type Prototype,
} from '@app/shared/prototypes/prototypes.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/toast';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { useCreatePrototype } from '../api/create-prototype';

const EMPTY_FORM: CreatePrototypeInput = {
  title: '',
  description: '',
  githubPagesUrl: '',
  githubRepoUrl: '',
  category: null,
  tags: [],
  technologies: [],
  status: 'live',
};

export interface SubmitFailure {
  message: string;
  detail?: string;
}

function describeServerFailure(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return error.errors.map((item) => item.message).join(', ') || error.serverMessage || undefined;
}

/**
 * The 'Share Your Prototype' form: the shared schema validates it (DESIGN.md §2), a create is
 * sent once per Idempotency-Key, and a create the network loses waits in the outbox (§6).
 */
export function useShareForm({ onDone }: { onDone(prototype: Prototype | null): void }) {
  const form = useForm<CreatePrototypeInput, unknown, CreatePrototypeBody>({
    resolver: zodResolver(CreatePrototypeBodySchema),
    defaultValues: EMPTY_FORM,
  });
  const createPrototype = useCreatePrototype();
  const idempotencyKey = useRef(newIdempotencyKey());
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const onValid = async (body: CreatePrototypeBody) => {
    setFailure(null);
    try {
      const result = await createPrototype.mutateAsync({ body, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = newIdempotencyKey();
      form.reset(EMPTY_FORM);
      setHasTried(false);
      if (result.status === 'sent') {
        notify('success', 'Your prototype was shared.');
        onDone(result.data.prototype);
      } else {
        notify(
          'info',
          'Your prototype is pending.',
          'The server cannot be reached: it is saved on this device and will be shared when the connection is back.',
        );
        onDone(null);
      }
    } catch (error) {
      idempotencyKey.current = newIdempotencyKey();
      setFailure({ message: PROTOTYPE_MESSAGES.submitFailed, detail: describeServerFailure(error) });
    }
  };

  const submit = form.handleSubmit(onValid, () => {
    setFailure(null);
    setHasTried(true);
  });

  return { form, submit, hasTried, failure, isSubmitting: createPrototype.isPending };
}
