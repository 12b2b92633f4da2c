import { IDLE_TIMEOUT_MS } from '@rv/domain/auth';

/** What counts as activity (dealer spec: states and transitions: mouse, key, touch), plus the session-timer reset event. */
export const IDLE_ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel'] as const;
/** Fired on window when the idle check found the session still good: the timer starts over. */
export const SESSION_TIMER_RESET_EVENT = 'krv:session-timer-reset';

export interface IdleTimer {
  isIdle(): boolean;
  stop(): void;
}

/**
 * Calls onIdle once after `timeoutMs` without activity; any activity clears the idle flag and starts
 * the wait again. Activity only records a time, and the single timer re-arms itself for the
 * remainder, so a moving mouse does not reset timers hundreds of times a second.
 */
export function createIdleTimer(onIdle: () => void, timeoutMs: number = IDLE_TIMEOUT_MS, target: EventTarget = window): IdleTimer {
  let last = Date.now();
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, ms);
  };
  function check() {
    const quiet = Date.now() - last;
    if (quiet < timeoutMs) return arm(timeoutMs - quiet);
    idle = true;
    onIdle();
  }
  const activity = () => {
    last = Date.now();
    if (idle) {
      idle = false;
      arm(timeoutMs);
    }
  };
  const events = [...IDLE_ACTIVITY_EVENTS, SESSION_TIMER_RESET_EVENT];
  for (const name of events) target.addEventListener(name, activity, { passive: true });
  arm(timeoutMs);
  return {
    isIdle: () => idle,
    stop: () => {
      clearTimeout(timer);
      for (const name of events) target.removeEventListener(name, activity);
    },
  };
}

/**
 * Dealer spec (states and transitions) idle time-out: validate the session (which tries a refresh when the token is no
 * longer good); if it holds, fire the session-timer reset event so the idle flag clears and the
 * wait starts over; otherwise log out and go to login.
 */
export async function handleIdleTimeout(deps: {
  validate(): Promise<unknown>;
  logout(): void;
  goToLogin(): void;
  target?: EventTarget;
}): Promise<'active' | 'logged-out'> {
  try {
    await deps.validate();
    (deps.target ?? window).dispatchEvent(new Event(SESSION_TIMER_RESET_EVENT));
    return 'active';
  } catch {
    deps.logout();
    deps.goToLogin();
    return 'logged-out';
  }
}
