type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a new main-thread task (scheduler.yield() where there is one, else a zero timer), so the browser
 * can paint and answer input in between. No imports: the shell's entry loads this file before shared modules.
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
