/**
 * Resolves in a new task of the main thread, so the work before and after it are two tasks the browser
 * can paint and answer input between (issue 12, TBT). scheduler.yield() where the browser has it (the
 * continuation runs ahead of other queued tasks), a zero timer elsewhere.
 *
 * No imports: the shell's entry (shell/src/index.ts), which runs before any shared module may, imports
 * this file by its path and so holds its own copy of these few lines.
 */
export function nextTask(win: { scheduler?: { yield?: () => Promise<void> } } & Pick<Window, 'setTimeout'> = window): Promise<void> {
  if (typeof win.scheduler?.yield === 'function') return win.scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
