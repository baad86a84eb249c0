import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { Providers } from './providers';
import { ReadinessGate } from './readiness-gate';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppErrorBoundary>
      <ReadinessGate>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </ReadinessGate>
    </AppErrorBoundary>
  );
}
