import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startPwa } from './features/pwa/pwa-state.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

startPwa();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
