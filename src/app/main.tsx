import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { recoverActions } from './features/files/recover.ts';
import { PrintView } from './print/PrintView.tsx';
import { useApp } from './store/index.ts';

/** The app inside an error boundary: a failure to draw keeps the document and offers recovery. */
function GuardedApp() {
  // Another scenario (undo, open, new) clears the failure and draws the window again.
  const scenario = useApp((s) => s.scenario);
  return (
    <ErrorBoundary what="this scenario" actions={recoverActions} resetKey={scenario}>
      <App />
    </ErrorBoundary>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('InnoSizer: #root element missing from index.html');
createRoot(container).render(
  <StrictMode>{location.hash === '#print' ? <PrintView /> : <GuardedApp />}</StrictMode>,
);
