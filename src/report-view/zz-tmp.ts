import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StartupPhasesChart } from './charts/StartupPhasesChart.tsx';
console.log(
  renderToStaticMarkup(
    createElement(StartupPhasesChart, {
      data: {
        rows: [
          {
            heading: 'Current',
            totalSeconds: 400,
            phases: [
              { name: 'duplicate_check', label: 'Dup', seconds: 300 },
              { name: 'validation', label: 'Val', seconds: 100 },
            ],
          },
        ],
      },
    }),
  ).slice(0, 300),
);
