import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { PrintView } from './print/PrintView.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('InnoSizer: #root element missing from index.html');
createRoot(container).render(
  <StrictMode>{location.hash === '#print' ? <PrintView /> : <App />}</StrictMode>,
);
