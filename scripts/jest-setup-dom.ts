import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';
import { installFakeWebLocks } from '../shared-lib/src/auth/web-locks.fake';
import { resetResourceCache } from '../shared-lib/src/api/resource-cache';

// jsdom lacks these; react-router and the bot-check client need them as browsers have them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
// jsdom lacks the Web Locks API every supported browser has (the session's cross-tab refresh lock).
installFakeWebLocks();
// Every case starts with the page's cache of API reads empty (the one reset of the data layer).
beforeEach(() => resetResourceCache());
// findBy and waitFor wait for their condition up to 5 s (Testing Library's 1 s was met by a lazy chunk's
// first load only on a quiet machine: two component tests failed at load 12-15). A passing wait ends at once.
configure({ asyncUtilTimeout: 5000 });
