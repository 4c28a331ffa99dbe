/**
 * What the error boundary offers when part of the window fails to draw (see
 * components/ErrorBoundary.tsx): the document stays in the store, so it can be undone, saved or
 * sent along with a report.
 */
import { serializeScenario } from '../../../core/scenario/file.ts';
import type { RecoverActions } from '../../components/ErrorBoundary.tsx';
import { api } from '../../platform/api.ts';
import { actions, appStore } from '../../store/index.ts';
import { saveDocument } from './commands.ts';

/** Text a user can paste into a bug report: the failure, where it happened, and the scenario. */
export function crashReport(error: Error, componentStack: string, scenarioText: string): string {
  return [
    `InnoSizer (${api.platform}) could not draw part of the window.`,
    `Error: ${error.message}`,
    error.stack ? `Stack:\n${error.stack}` : '',
    componentStack ? `Components:${componentStack}` : '',
    `Scenario:\n${scenarioText}`,
  ]
    .filter((l) => l !== '')
    .join('\n');
}

export const recoverActions: RecoverActions = {
  get undo() {
    return actions.canUndo() ? actions.undo : undefined;
  },
  save: () => void saveDocument(true),
  report: (error, stack) =>
    crashReport(error, stack, serializeScenario(appStore.getState().scenario)),
};
