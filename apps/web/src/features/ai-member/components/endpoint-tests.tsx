import { Card } from '../../../components/ui/card';
import { useTestRunner } from '../hooks/use-test-runner';
import { EndpointGroups } from './endpoint-groups';
import { LatestResultBar } from './latest-result-bar';
import { RESULTS_HEADING_ID, ResultsList } from './results-list';

/** The endpoint test buttons and, beside them, what each call answered. */
export function EndpointTests({ token }: { token: string | null }) {
  const runner = useTestRunner(token);
  const latest = runner.results[0];
  const showResults = () => {
    const heading = document.getElementById(RESULTS_HEADING_ID);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  };
  return (
    <Card aria-labelledby="endpoint-tests-heading" role="region">
      <h2 id="endpoint-tests-heading" className="text-lg font-semibold text-slate-900">
        Endpoint tests
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each button calls the real endpoint. Sample bodies use the newest unanswered question for{' '}
        <code className="text-xs">{'{questionId}'}</code> and your visitor id for{' '}
        <code className="text-xs">{'{userId}'}</code>.
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <EndpointGroups hasToken={token !== null} runningKeys={runner.runningKeys} onRun={runner.run} />
          {latest && <LatestResultBar result={latest} onShowResults={showResults} />}
        </div>
        <div className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <ResultsList results={runner.results} onClear={runner.clear} />
        </div>
      </div>
    </Card>
  );
}
