import { Button } from '../../../components/ui/button';

/** The form's submit button and, when recording failed, why (the inputs stay as they are). */
export function SubmitRow({
  label,
  failure,
  isSubmitting,
}: {
  label: string;
  failure: string | null;
  isSubmitting: boolean;
}) {
  return (
    <div className="flex flex-col gap-3">
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full sm:w-auto sm:self-start">
        {label}
      </Button>
    </div>
  );
}
