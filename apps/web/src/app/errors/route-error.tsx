import { useNavigate, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { PAGE_WIDTH } from '../../components/ui/page-width';
import { ArrowLeft } from '../../components/ui/shell-icons';
import { reportError } from './report-error';

/**
 * When a page cannot be loaded (its code failed to download, or navigation threw): 'Error
 * Loading Page' with 'Navigation failed' and a Back button (part-1 §2, part-2 §8).
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  reportError('navigation', error);
  return (
    <div role="alert" className={cn(PAGE_WIDTH.reading, 'flex flex-col items-center gap-3 py-16 text-center')}>
      <h1 className="text-2xl font-bold text-slate-900">Error Loading Page</h1>
      <p className="text-slate-600">Navigation failed</p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          <ArrowLeft className="size-4" aria-hidden />
          Back
        </Button>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
      </div>
    </div>
  );
}
