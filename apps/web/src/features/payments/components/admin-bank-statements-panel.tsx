import { STATEMENT_MAX_BYTES } from '@app/shared/payments/bank-statements.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { TitledCard } from '../../../components/ui/titled-card';
import { describeError } from '../../../lib/api-error';
import { bankStatementKeys, useImportStatement, useUnmatchedEntries } from '../api/bank-statements';
import { UnmatchedEntry } from './unmatched-entry';

const NO_FILE = 'Choose a statement file first: camt.053 XML or CSV.';
const TOO_LARGE = 'A statement has at most 2 MB: split the period into several files.';

/** "Read 5 entries: 5 new, 0 already imported. 2 funded their milestone." */
export function importSummary(result: {
  read: number;
  added: number;
  alreadyImported: number;
  matched?: readonly unknown[];
}): string {
  const entries = result.read === 1 ? '1 entry' : `${result.read} entries`;
  const funded = result.matched?.length ?? 0;
  const matched = funded === 0 ? '' : funded === 1 ? ' 1 funded its milestone.' : ` ${funded} funded their milestones.`;
  return `Read ${entries}: ${result.added} new, ${result.alreadyImported} already imported.${matched}`;
}

/**
 * The control center's bank statements (issue 42): the finance role imports the platform account's
 * statement (camt.053 or CSV) and sees what no milestone claims. Shown only with the admin token.
 */
export function AdminBankStatementsPanel({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const unmatched = useUnmatchedEntries(token);
  const importing = useImportStatement(token);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // What was read with one token is not another's to show (the page remounts this per token).
  useEffect(() => () => queryClient.removeQueries({ queryKey: bankStatementKeys.unmatched() }), [queryClient]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    importing.reset();
    const file = fileInput.current?.files?.[0];
    if (!file) return setProblem(NO_FILE);
    if (file.size > STATEMENT_MAX_BYTES) return setProblem(TOO_LARGE);
    setProblem(null);
    importing.mutate(
      { fileName: file.name, content: await file.text() },
      {
        onSuccess: () => {
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  return (
    <TitledCard
      icon={Landmark}
      title="Bank statements"
      description="Import the platform account's statement, camt.053 XML or CSV (date, amount, currency, reference, counterparty). Each entry is taken once, however often a file is imported."
    >
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
            Statement file
          </label>
          <input
            id={inputId}
            ref={fileInput}
            type="file"
            accept=".xml,.csv,text/xml,application/xml,text/csv"
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700"
          />
        </div>
        <Button type="submit" isLoading={importing.isPending}>
          Import statement
        </Button>
      </form>
      {problem && (
        <p id={`${inputId}-problem`} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      {importing.isError && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          The statement was not imported. {describeError(importing.error)}
        </p>
      )}
      {importing.isSuccess && (
        <p role="status" className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {importSummary(importing.data)}
        </p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Waiting for you</h3>
      <div className="mt-2">
        {unmatched.isPending && <LoadingState label="Loading unmatched entries..." />}
        {unmatched.isError && (
          <ErrorBanner
            message={`The unmatched entries could not be loaded. ${describeError(unmatched.error)}`}
            onRetry={() => void unmatched.refetch()}
          />
        )}
        {unmatched.data &&
          (unmatched.data.length === 0 ? (
            <EmptyState title="Nothing unmatched">Every imported entry belongs to a milestone.</EmptyState>
          ) : (
            <ul aria-label="Unmatched entries" className="flex flex-col divide-y divide-slate-100">
              {unmatched.data.map((entry) => (
                <UnmatchedEntry key={entry.entryId} entry={entry} token={token} />
              ))}
            </ul>
          ))}
      </div>
    </TitledCard>
  );
}
