import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element #root not found: cannot mount the application.');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
