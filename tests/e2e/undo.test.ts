import { describe, expect, it } from 'vitest';
import { appForSuite, dragSlider, typeValue } from './appHelpers.ts';

describe('journey: undo and redo', () => {
  const app = appForSuite();

  const iops = () => app.page.getByLabel('Provisioned IOPS', { exact: true }).inputValue();

  it('undoes a whole slider drag as one step and redoes it', async () => {
    const { page } = app;
    await dragSlider(page, 'Provisioned IOPS', 0.7, 30);
    const dragged = await iops();
    expect(Number(dragged)).toBeGreaterThan(3000);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(iops).toBe('3000');
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(iops).toBe(dragged);
  });

  it('undoes and redoes with Ctrl+Z, Shift+Ctrl+Z and Ctrl+Y', async () => {
    const { page } = app;
    const start = await iops();
    await typeValue(page, 'Provisioned IOPS', '20000');
    await typeValue(page, 'Tables', '300000');
    await page.locator('body').click({ position: { x: 700, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => page.getByLabel('Tables', { exact: true }).inputValue())
      .toBe('1000000');
    await page.keyboard.press('Control+z');
    await expect.poll(iops).toBe(start);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(iops).toBe('20000');
    await page.keyboard.press('Control+y');
    await expect.poll(() => page.getByLabel('Tables', { exact: true }).inputValue()).toBe('300000');
    expect(app.errors).toEqual([]);
  });
});
