// Globals defined by Electron Forge's Vite plugin when it builds main (see vite.main.config.ts for
// the values used when main is built without Forge).
declare const MAIN_WINDOW_VITE_DEV_SERVER_URL: string | undefined;
declare const MAIN_WINDOW_VITE_NAME: string;
