import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isScenarioFileName } from './fileAccess.ts';

/**
 * Files the operating system asks us to open: by double-click, "Open with", or a drop on the
 * Dock/taskbar icon. Windows and Linux start the executable with the path in argv (a second
 * launch is forwarded to the first instance by `requestSingleInstanceLock` as `second-instance`);
 * macOS sends `open-file`, possibly before `ready`, so requests are queued until the window's
 * renderer says it listens.
 */
export interface ArgvContext {
  /** `app.isPackaged`: in development argv[1] is the app directory (`electron .`), not a file. */
  isPackaged: boolean;
  /** Directory relative paths are resolved against (the second instance's working directory). */
  cwd: string;
}

/** Scenario files named on a command line, as absolute paths, in order, without duplicates. */
export function scenarioFilesFromArgv(argv: readonly string[], context: ArgvContext): string[] {
  const args = argv.slice(context.isPackaged ? 1 : 2);
  const files: string[] = [];
  let afterDoubleDash = false;
  for (const arg of args) {
    if (arg === '--') {
      afterDoubleDash = true;
      continue;
    }
    // Chromium and Electron switches (--flag, --flag=value) and macOS' -psn_ process serial number.
    if (!afterDoubleDash && arg.startsWith('-')) continue;
    let candidate = arg;
    if (/^file:\/\//i.test(arg)) {
      try {
        candidate = fileURLToPath(arg);
      } catch {
        continue;
      }
    }
    if (!isScenarioFileName(candidate)) continue;
    const absolute = path.resolve(context.cwd, candidate);
    if (!files.includes(absolute)) files.push(absolute);
  }
  return files;
}

/**
 * Open requests that arrived before the renderer could take them. `push` while not ready queues;
 * `markReady` hands the queue to the consumer once, after which pushes go straight through.
 */
export class PendingOpens {
  private queue: string[] = [];
  private consumer: ((filePath: string) => void) | null = null;

  push(filePath: string): void {
    if (this.consumer) this.consumer(filePath);
    else if (!this.queue.includes(filePath)) this.queue.push(filePath);
  }

  markReady(consumer: (filePath: string) => void): void {
    this.consumer = consumer;
    const queued = this.queue;
    this.queue = [];
    for (const filePath of queued) consumer(filePath);
  }

  /** The renderer went away (reload, crash): queue again until it is back. */
  markNotReady(): void {
    this.consumer = null;
  }

  get queued(): readonly string[] {
    return this.queue;
  }
}
