import type { PhaseName } from '../../../core/types.ts';
import { PHASE_COLOURS, phaseCssColour } from '../../../report-view/phaseColours.ts';

/** One colour per startup phase, from the table the PDF uses too (both themes keep contrast). */
export const PHASE_COLORS = Object.fromEntries(
  Object.keys(PHASE_COLOURS).map((n) => [n, phaseCssColour(n as PhaseName)]),
) as Record<PhaseName, string>;
