import fs from 'node:fs';
import path from 'node:path';

/**
 * start-after-paint.js is the page's only script tag, emitted as written (no bundler). These tests run
 * its text in jsdom with a stand-in PerformanceObserver whose entries the test presents, and check when
 * main.js's script element is added: never before the first paint is presented, nor before the hero
 * image's paint.
 */
const source = fs.readFileSync(path.join(__dirname, 'start-after-paint.js'), 'utf8');
const MAIN = '/static/main.js?abc';

type Entry = { name?: string; element?: Element; entryType: string };
type Listener = { type: string; callback: (list: { getEntries(): Entry[] }) => void; connected: boolean };

let observers: Listener[];
let frames: Array<() => void>;

class FakeObserver {
  static supportedEntryTypes: string[] = ['paint', 'largest-contentful-paint'];
  private listener: Listener;
  constructor(callback: Listener['callback']) {
    this.listener = { type: '', callback, connected: false };
  }
  observe({ type }: { type: string }) {
    this.listener.type = type;
    this.listener.connected = true;
    observers.push(this.listener);
  }
  disconnect() {
    this.listener.connected = false;
  }
}

/** Hands an entry to every connected observer of its type, as the browser does once it is presented. */
function present(entry: Entry) {
  for (const listener of observers.filter((l) => l.connected && l.type === entry.entryType)) listener.callback({ getEntries: () => [entry] });
}

function runFrames() {
  const due = frames;
  frames = [];
  due.forEach((frame) => frame());
}

const mainScripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.getAttribute('src') === MAIN);

function runStartScript({ entryTypes = FakeObserver.supportedEntryTypes, withMain = true, main = MAIN } = {}) {
  FakeObserver.supportedEntryTypes = entryTypes;
  const current = document.createElement('script');
  if (withMain) current.setAttribute('data-main', main);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => current });
  new Function(source)();
}

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  frames = [];
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><div data-server-rendered><p>Drawn</p></div></div>';
  Object.assign(window, { PerformanceObserver: FakeObserver });
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    frames.push(() => callback(0));
    return frames.length;
  };
});

afterEach(() => {
  jest.useRealTimers();
  FakeObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
});

describe('start-after-paint', () => {
  it('adds main.js only after the first contentful paint is presented, however many frames ran before', () => {
    runStartScript();
    runFrames();
    jest.advanceTimersByTime(100);
    expect(mainScripts()).toHaveLength(0);

    present({ entryType: 'paint', name: 'first-paint' });
    jest.advanceTimersByTime(10);
    expect(mainScripts()).toHaveLength(0);

    present({ entryType: 'paint', name: 'first-contentful-paint' });
    jest.advanceTimersByTime(0);
    expect(mainScripts()).toHaveLength(1);
  });

  it('waits for the hero image to be painted, not just loaded, when it is the largest paint', () => {
    document.body.innerHTML = '<div id="root"><img fetchpriority="high" src="/hero.svg"><p>Text</p></div>';
    const hero = document.querySelector('img')!;
    runStartScript();
    present({ entryType: 'paint', name: 'first-contentful-paint' });
    present({ entryType: 'largest-contentful-paint', element: document.querySelector('p')! });
    jest.advanceTimersByTime(20);
    expect(mainScripts()).toHaveLength(0);

    present({ entryType: 'largest-contentful-paint', element: hero });
    expect(mainScripts()).toHaveLength(1);
  });

  it('starts a short grace after a frame once a hero that is not the largest paint has loaded', () => {
    document.body.innerHTML = '<div id="root"><img fetchpriority="high" src="/small.svg"></div>';
    const hero = document.querySelector('img')!;
    Object.defineProperty(hero, 'complete', { value: false });
    runStartScript();
    present({ entryType: 'paint', name: 'first-contentful-paint' });
    runFrames();
    jest.advanceTimersByTime(200);
    expect(mainScripts()).toHaveLength(0);

    hero.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(100);
    expect(mainScripts()).toHaveLength(0);
    runFrames();
    jest.advanceTimersByTime(49);
    expect(mainScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(mainScripts()).toHaveLength(1);
  });

  it('starts at once when the hero image fails to load', () => {
    document.body.innerHTML = '<div id="root"><img fetchpriority="high" src="/missing.svg"></div>';
    const hero = document.querySelector('img')!;
    Object.defineProperty(hero, 'complete', { value: false });
    runStartScript();
    present({ entryType: 'paint', name: 'first-contentful-paint' });
    hero.dispatchEvent(new Event('error'));
    expect(mainScripts()).toHaveLength(1);
  });

  it('starts after the first frame when the server drew nothing, which no contentful paint would follow', () => {
    document.body.innerHTML = '<div id="root"></div><div id="rv-modal-root"></div>';
    runStartScript();
    expect(mainScripts()).toHaveLength(0);
    runFrames();
    jest.advanceTimersByTime(0);
    expect(mainScripts()).toHaveLength(1);
  });

  it('starts after the first frame in a browser without paint timing', () => {
    runStartScript({ entryTypes: [] });
    expect(mainScripts()).toHaveLength(0);
    runFrames();
    jest.advanceTimersByTime(0);
    expect(mainScripts()).toHaveLength(1);
  });

  it('starts on its timer when nothing is painted (a tab opened in the background), and only once', () => {
    runStartScript();
    jest.advanceTimersByTime(999);
    expect(mainScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(mainScripts()).toHaveLength(1);

    present({ entryType: 'paint', name: 'first-contentful-paint' });
    jest.advanceTimersByTime(1000);
    expect(mainScripts()).toHaveLength(1);
  });

  it('adds each script of the shell, in the order given, once the page is painted', () => {
    const vendor = '/static/react-dom.0123456789.js?abc';
    runStartScript({ main: `${vendor} ${MAIN}` });
    expect(document.head.querySelectorAll('script')).toHaveLength(0);

    present({ entryType: 'paint', name: 'first-contentful-paint' });
    jest.advanceTimersByTime(0);
    expect([...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual([vendor, MAIN]);
  });

  it('does nothing without a data-main to start', () => {
    runStartScript({ withMain: false });
    present({ entryType: 'paint', name: 'first-contentful-paint' });
    jest.advanceTimersByTime(2000);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
