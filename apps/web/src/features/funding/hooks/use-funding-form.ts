import type { CreateFundingIntentBody } from '@app/shared/funding/funding.schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../../components/ui/toast';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useCreateFundingIntent } from '../api/create-funding-intent';
import type { FieldErrors, FormCheck } from '../funding-forms';
import { summariseIntent } from '../intent-summary';

interface FundingFormOptions<V, I, Q> {
  initial: V;
  /** Validates with the form's shared schema and computes the live quote. */
  check(values: V): FormCheck<V, I, Q>;
  toBody(input: I): CreateFundingIntentBody;
}

/**
 * State of one simulator form. The amounts are free text parsed on every keystroke, and the live
 * quote needs the whole form checked on every change (the collateral rule reads three fields), so
 * the check is derived from the values rather than kept per field as react-hook-form would.
 * A field's message shows once it has been edited or a submit was tried; a message from the
 * server stays until that field changes.
 */
export function useFundingForm<V extends object, I, Q>({ initial, check, toBody }: FundingFormOptions<V, I, Q>) {
  const [values, setValues] = useState(initial);
  const [edited, setEdited] = useState<ReadonlySet<keyof V>>(new Set());
  const [hasTried, setHasTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // The same body after a lost answer is the same intent: it keeps its key (DESIGN.md §4).
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const mutation = useCreateFundingIntent();
  const result = useMemo(() => check(values), [check, values]);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setField = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => new Set(current).add(field));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  const errorFor = (field: keyof V & string): string | undefined =>
    serverErrors[field] ?? (hasTried || edited.has(field) ? result.errors[field] : undefined);

  const showRejection = (error: ApiRequestError) => {
    const fields: FieldErrors<V> = {};
    const others: string[] = [];
    for (const item of error.errors) {
      const field = item.path.replace(/^input\./, '');
      if (field in values) fields[field as keyof V & string] ??= item.message;
      else others.push(item.message);
    }
    setServerErrors(fields);
    if (others.length > 0 || Object.keys(fields).length === 0) {
      setFailure(others.join(' ') || describeError(error));
    }
    setFocusRequest((count) => count + 1);
  };

  const submit = async () => {
    setHasTried(true);
    setFailure(null);
    if (!result.input) {
      setFocusRequest((count) => count + 1);
      return;
    }
    const body = toBody(result.input);
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    try {
      const intent = await mutation.mutateAsync({ body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      setHasTried(false);
      notify('success', 'Intent recorded.', summariseIntent(intent).terms);
    } catch (error) {
      if (error instanceof ApiRequestError && error.isRejection) {
        attempt.current = null;
        showRejection(error);
        return;
      }
      const reason = describeError(error).replace(/\.$/, '');
      setFailure(`Your intent was not recorded: ${reason}. Your inputs are kept - please try again.`);
    }
  };

  return {
    values,
    setField,
    errorFor,
    quote: result.quote,
    failure,
    submit,
    isSubmitting: mutation.isPending,
    formRef,
  };
}

/** One simulator form's state, as the parts all three forms share read it. */
export type FundingForm<V extends object> = ReturnType<typeof useFundingForm<V, unknown, unknown>>;
