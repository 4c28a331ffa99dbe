/**
 * The one place that touches `window.innosizer`: inside Electron the preload's object, in a plain
 * browser (the browser edition `npm run web`, dev:web, e2e tests) the browser adapter. Everything
 * else imports `api` from here.
 */
import type { InnoSizerApi } from '../../shared/api.ts';
import { createBrowserApi } from './browserApi.ts';

export const api: InnoSizerApi = window.innosizer ?? createBrowserApi();
