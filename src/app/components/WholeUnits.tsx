import { wholeUnitRuns } from '../../core/format/index.ts';

/**
 * Text whose units and pricing terms stay whole at a line end ("$0.005/IOPS-month", not
 * "$0.005/IOPS-" then "month"): each in a no-wrap span (wholeUnitRuns, shared with the PDF).
 */
export function WholeUnits({ text }: { text: string }) {
  return (
    <>
      {wholeUnitRuns(text).map((r, i) =>
        r.whole ? (
          <span key={i} className="nowrap">
            {r.text}
          </span>
        ) : (
          r.text
        ),
      )}
    </>
  );
}
