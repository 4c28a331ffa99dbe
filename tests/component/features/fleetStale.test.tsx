import { sizedFleet } from '../store/fleetRun.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FleetPanel } from '../../../src/app/features/fleet/FleetPanel.tsx';
import { actions, appStore } from '../../../src/app/store/index.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';

afterEach(() => {
  cleanup();
  actions.setFleet(null);
});

describe('Fleet tab after new prices', () => {
  it('says a fleet sized with the previous prices must be opened again', async () => {
    actions.setFleet(sizedFleet());
    render(<FleetPanel />);
    expect(screen.queryByText(/Sized with the previous prices/)).toBeNull();
    act(() => actions.setPriceList(DEFAULT_CATALOG, appStore.getState().prices));
    expect((await screen.findByText(/Sized with the previous prices/)).textContent).toMatch(
      /open the inventory again/,
    );
  });
});
