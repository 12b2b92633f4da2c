import { createIdleTimer, handleIdleTimeout, SESSION_TIMER_RESET_EVENT, type IdleTimer } from './idle-timer';
import { IDLE_TIMEOUT_MS } from '@rv/domain/auth';

describe('dealer spec (states and transitions) idle: 2 hours without mouse, key, touch or session-reset event', () => {
  let timer: IdleTimer;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    timer?.stop();
    jest.useRealTimers();
  });

  it('goes idle exactly 2 hours after the last activity', () => {
    const onIdle = jest.fn();
    timer = createIdleTimer(onIdle);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(timer.isIdle()).toBe(true);
  });

  it.each(['mousemove', 'keydown', 'touchstart', 'mousedown', SESSION_TIMER_RESET_EVENT])('%s starts the wait again', (event) => {
    const onIdle = jest.fn();
    timer = createIdleTimer(onIdle);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000);
    window.dispatchEvent(new Event(event));
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity after going idle clears the flag, and the next quiet 2 hours go idle again', () => {
    const onIdle = jest.fn();
    timer = createIdleTimer(onIdle);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    window.dispatchEvent(new Event('keydown'));
    expect(timer.isIdle()).toBe(false);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('stops listening when stopped', () => {
    const onIdle = jest.fn();
    timer = createIdleTimer(onIdle);
    timer.stop();
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('on time-out with a valid (or refreshed) session: the reset event fires, the flag clears, nobody is logged out', async () => {
    const onIdle = jest.fn();
    const logout = jest.fn();
    const goToLogin = jest.fn();
    timer = createIdleTimer(() => {
      onIdle();
      void handleIdleTimeout({ validate: () => Promise.resolve('valid'), logout, goToLogin });
    });
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(timer.isIdle()).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(timer.isIdle()).toBe(false);
    expect(logout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('on time-out when validation and refresh fail: logout and login', async () => {
    const logout = jest.fn();
    const goToLogin = jest.fn();
    await expect(handleIdleTimeout({ validate: () => Promise.reject('user is logged out'), logout, goToLogin })).resolves.toBe('logged-out');
    expect(logout).toHaveBeenCalled();
    expect(goToLogin).toHaveBeenCalled();
  });
});
