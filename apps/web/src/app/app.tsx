import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { ReadinessGate } from './readiness-gate';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppErrorBoundary>
      <ReadinessGate>
        <RouterProvider router={router} />
      </ReadinessGate>
    </AppErrorBoundary>
  );
}
