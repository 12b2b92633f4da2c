type RawStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** JSON with object keys sorted, so two copies of the same state compare equal whoever wrote them. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The stored session's state (canonical) and its token pair; nulls when nothing readable is stored. */
function read(raw: string | null): { state: string | null; tokens: string | null } {
  try {
    const state = (JSON.parse(raw ?? 'null') as { state?: { authToken?: unknown; refreshToken?: unknown } } | null)?.state;
    if (!state) return { state: null, tokens: null };
    return { state: canonical(state), tokens: JSON.stringify([state.authToken ?? null, state.refreshToken ?? null]) };
  } catch {
    return { state: null, tokens: null };
  }
}

/**
 * The session's storage under 'krv', shared by every tab. The store writes its whole session on
 * every update, and a tab may not yet have heard of another tab's refresh: localStorage reaches
 * other tabs asynchronously (in Chromium, other processes). Writing its copy back would restore the
 * spent refresh token, whose next use ends the session (two tabs reloaded together). So
 * an update that changes nothing kept in storage (the dealer mark, the avatar) writes nothing, and
 * one that leaves this tab's tokens as it last saw them is dropped when other tokens are stored
 * since. Token changes of this tab's own (sign-in, refresh, logout) are always written.
 */
export function tokenSafeStorage(storage: RawStorage): RawStorage {
  // The text this tab last read or wrote, parsed only when an update differs from it: the store writes its
  // kept fields in the same order every time, so an update of a field it does not keep (the dealer mark, the
  // avatar, the notification marker) hands over this very text, and neither a page's start (the store's
  // hydration) nor such an update parses and sorts the whole session.
  let seenText: string | null = null;
  let seenRead: ReturnType<typeof read> | null = null;
  const seen = () => (seenRead ??= read(seenText));
  return {
    getItem(name) {
      const raw = storage.getItem(name);
      seenText = raw;
      seenRead = null;
      return raw;
    },
    setItem(name, value) {
      if (value === seenText) return;
      const next = read(value);
      const before = seen();
      if (next.state !== null && next.state === before.state) return;
      const stored = read(storage.getItem(name)).tokens;
      if (next.tokens === before.tokens && stored !== null && stored !== before.tokens) return;
      seenText = value;
      seenRead = next;
      storage.setItem(name, value);
    },
    removeItem(name) {
      seenText = null;
      seenRead = null;
      storage.removeItem(name);
    },
  };
}
