/**
 * Resolves once the current task, and the promise work it started, has run: one macrotask turn (what fake
 * timers' runAllTimersAsync takes between timers). No clock is read: a test awaits it before asserting that
 * something did NOT happen where no event says "done"; an outcome that does happen is awaited with waitFor.
 */
export function afterPendingWork(): Promise<void> {
  return new Promise<void>((done) => {
    setTimeout(done, 0);
  });
}
