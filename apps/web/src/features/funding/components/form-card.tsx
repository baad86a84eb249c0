import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import { Card } from '../../../components/ui/card';

/**
 * One tab's layout: the fields, the live result beside them (on a phone, between the fields and
 * the submit button, so the numbers are in view before committing), then the submit row.
 */
export function FormCard({
  title,
  description,
  formRef,
  onSubmit,
  result,
  submit: submitRow,
  children,
}: {
  title: string;
  description: string;
  formRef: Ref<HTMLFormElement>;
  onSubmit(): void;
  result: ReactNode;
  submit: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="grid min-w-0 items-start gap-x-6 gap-y-4 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <Card className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-start-1">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        {children}
      </Card>
      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-stretch">{result}</div>
      <div className="lg:col-start-1 lg:row-start-2">{submitRow}</div>
    </form>
  );
}
