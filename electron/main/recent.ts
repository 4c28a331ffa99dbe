import { z } from 'zod';

/**
 * The Open Recent list: newest first, no duplicates, at most `MAX_RECENT`. The shell keeps its own
 * list (for the File menu on Windows and Linux and for listRecent) and also tells the OS
 * (`app.addRecentDocument`: the macOS Dock and Open Recent menu, the Windows jump list).
 */
export const MAX_RECENT = 10;

function sameFile(a: string, b: string, platform: NodeJS.Platform): boolean {
  return platform === 'win32' || platform === 'darwin'
    ? a.toLowerCase() === b.toLowerCase()
    : a === b;
}

export function addRecent(
  list: readonly string[],
  filePath: string,
  platform: NodeJS.Platform = process.platform,
  max: number = MAX_RECENT,
): string[] {
  return [filePath, ...list.filter((p) => !sameFile(p, filePath, platform))].slice(0, max);
}

export function removeRecent(
  list: readonly string[],
  filePath: string,
  platform: NodeJS.Platform = process.platform,
): string[] {
  return list.filter((p) => !sameFile(p, filePath, platform));
}

const recentFileSchema = z.strictObject({
  version: z.literal(1),
  paths: z.array(z.string().min(1).max(4096)).max(100),
});

/** Reads the saved list; a missing or malformed file is an empty list, never an error. */
export function parseRecentFile(text: string | null): string[] {
  if (text === null) return [];
  try {
    const parsed = recentFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.paths.slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function serializeRecentFile(list: readonly string[]): string {
  return `${JSON.stringify({ version: 1, paths: list.slice(0, MAX_RECENT) }, null, 2)}\n`;
}

/**
 * Writes one after another in the order asked, so the last list asked for is the one on disk
 * (two quick atomic saves of recent.json could finish out of order, leaving the older list).
 * A failed write does not stop the ones after it.
 */
export function serialWriter(
  write: (text: string) => Promise<void>,
): (text: string) => Promise<void> {
  let tail: Promise<void> = Promise.resolve();
  return (text) => {
    const next = tail.then(() => write(text));
    tail = next.catch(() => undefined);
    return next;
  };
}
