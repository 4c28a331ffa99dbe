import { ResponsiveContainer } from 'recharts';
import type { ReactElement } from 'react';

/**
 * The parts every recharts chart in the app shares: the frame that fills its panel (or takes a
 * fixed width in tests, where happy-dom has no layout) and the axis style in the theme's colours.
 */

/** Fixed width (tests) or the panel's width (the app) at a given height. */
export function ChartFrame(props: { width?: number; height: number; children: ReactElement }) {
  if (props.width) return props.children;
  return (
    <ResponsiveContainer width="100%" height={props.height}>
      {props.children}
    </ResponsiveContainer>
  );
}

/** Axis line and tick text in the theme's colours, spread onto an XAxis or YAxis. */
export function axisStyle(fontSize = 12) {
  return {
    stroke: 'var(--muted)',
    fontSize,
    tick: { fill: 'var(--text)', fontSize },
  } as const;
}
