import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { recoverActions } from './features/files/recover.ts';
import { PrintView } from './print/PrintView.tsx';
import { installPriceList } from './platform/priceList.ts';
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
const root = createRoot(container);
if (location.hash === '#print') {
  // The print window renders a report built beforehand: it needs no catalog.
  root.render(
    <StrictMode>
      <PrintView />
    </StrictMode>,
  );
} else {
  // The user's price list (innosizer catalog update), from the shell, before the first render, so
  // every look-up prices with it; the browser build has none and renders at once.
  void installPriceList().then(() => {
    root.render(
      <StrictMode>
        <GuardedApp />
      </StrictMode>,
    );
  });
}
