/** Issue 30: one phase colour table, read by the app and the PDF (the duplicate check differed). */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { StartupPhasesChart } from '../../../src/report-view/charts/StartupPhasesChart.tsx';
import { PHASE_COLORS } from '../../../src/app/features/results/phaseColors.ts';
import { PHASE_COLOURS } from '../../../src/report-view/phaseColours.ts';
import type { PhaseName } from '../../../src/core/types.ts';

const NAMES = Object.keys(PHASE_COLOURS) as PhaseName[];

describe('phase colours', () => {
  it('the PDF paints each phase in the app’s light-theme colour', () => {
    const { container } = render(
      <StartupPhasesChart
        data={{
          rows: [
            {
              heading: 'Current',
              totalSeconds: NAMES.length * 10,
              totalRange: [NAMES.length * 9, NAMES.length * 11],
              phases: NAMES.map((name) => ({ name, label: name, seconds: 10 })),
            },
          ],
        }}
      />,
    );
    const fills = [...container.querySelectorAll('rect')].map((r) => r.getAttribute('fill'));
    for (const name of NAMES) {
      const light = /light-dark\((#[0-9a-f]{6}),/.exec(PHASE_COLORS[name])?.[1];
      expect(light, name).toBeDefined();
      expect(fills).toContain(light);
    }
    // The duplicate check in particular: orange on screen and on paper.
    expect(PHASE_COLORS.duplicate_check).toContain(PHASE_COLOURS.duplicate_check.light);
  });
});
