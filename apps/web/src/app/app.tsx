import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './errors/app-error-boundary';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
