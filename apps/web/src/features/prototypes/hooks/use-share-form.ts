import { PROTOTYPE_MESSAGES } from '@app/shared/prototypes/prototypes.constants';
import {
  type CreatePrototypeBody,
  CreatePrototypeBodySchema,
  type CreatePrototypeInput,
  type Prototype,
} from '@app/shared/prototypes/prototypes.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateSubmission } from '../../../components/forms/use-create-submission';
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
  const [hasTried, setHasTried] = useState(false);
  const { create, failure, clearFailure, namePrompt } = useCreateSubmission({
    send: createPrototype.mutateAsync,
    continueLabel: 'share',
    failedMessage: PROTOTYPE_MESSAGES.submitFailed,
    notices: {
      sent: 'Your prototype was shared.',
      pending: 'Your prototype is pending.',
      pendingDetail:
        'The server cannot be reached: it is saved on this device and will be shared when the connection is back.',
    },
    onCreated: (data) => {
      form.reset(EMPTY_FORM);
      setHasTried(false);
      onDone(data?.prototype ?? null);
    },
  });

  const submit = form.handleSubmit(create, () => {
    clearFailure();
    setHasTried(true);
  });

  return { form, submit, hasTried, failure, namePrompt, isSubmitting: createPrototype.isPending };
}
