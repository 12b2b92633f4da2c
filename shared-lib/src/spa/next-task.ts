type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a new task of the main thread, so the work before and after it are two tasks the browser
 * can paint and answer input between (TBT). scheduler.yield() where the browser has it (the
 * continuation runs ahead of other queued tasks), a zero timer elsewhere.
 *
 * No imports: the shell's entry (shell/src/index.ts), which runs before any shared module may, imports
 * this file by its path and so holds its own copy of these few lines.
 */
export function nextTask(win: Yielding & Pick<Window, 'setTimeout'> = window): Promise<void> {
  return yieldWhereSupported(win) ?? new Promise((resolve) => win.setTimeout(resolve, 0));
}

/**
 * scheduler.yield() where the browser has it (Chromium), and nothing elsewhere: for work that is worth
 * splitting into tasks only when the continuation keeps its place in the queue (a zero timer would put it
 * behind everything queued, and under a test's fake timers never run).
 */
export function yieldWhereSupported(win: Yielding = globalThis): Promise<void> | undefined {
  return typeof win.scheduler?.yield === 'function' ? win.scheduler.yield() : undefined;
}
