import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installGlobalErrorHandlers } from './app/errors/report-error';
import { initAnalytics } from './lib/browser-tracker';
import { captureReferral } from './lib/referral';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element #root not found: cannot mount the application.');

installGlobalErrorHandlers();
captureReferral();
initAnalytics();

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
