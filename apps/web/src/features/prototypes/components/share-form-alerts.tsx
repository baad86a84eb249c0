import { PROTOTYPE_MESSAGES } from '@app/shared/prototypes/prototypes.constants';
import type { SubmitFailure } from '../hooks/use-share-form';

const alertClassName = 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800';

/** The form-wide alerts: something required is empty, or the server did not take the prototype. */
export function ShareFormAlerts({ isIncomplete, failure }: { isIncomplete: boolean; failure: SubmitFailure | null }) {
  return (
    <>
      {isIncomplete && (
        <p role="alert" className={alertClassName}>
          {PROTOTYPE_MESSAGES.requiredFields}
        </p>
      )}
      {failure && (
        <div role="alert" className={alertClassName}>
          <p>{failure.message}</p>
          {failure.detail && <p className="mt-1 text-xs">{failure.detail}</p>}
        </div>
      )}
    </>
  );
}
