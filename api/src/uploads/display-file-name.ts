/** Longest display name kept; longer names keep their start and their extension. */
export const MAX_DISPLAY_NAME_LENGTH = 120;

// Control characters, and invisible format characters such as the right-to-left override that makes
// "evil\u202Egnp.exe" look like "evilexe.png".
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/**
 * The visitor's file name as display text only (never a path we write to): its last path part under
 * either separator, without control or format characters, trimmed and bounded. `fallback` when
 * nothing usable is left. `../../../../etc/cron.d/evil.png` becomes `evil.png`.
 */
export function displayFileName(raw: string | undefined | null, fallback = 'image'): string {
  const lastPart = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const name = lastPart.replace(UNSAFE_CHARACTERS, '').trim();
  if (!name || /^\.+$/.test(name)) return fallback;
  return bounded(name);
}

function bounded(name: string): string {
  const characters = [...name];
  if (characters.length <= MAX_DISPLAY_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? [...name.slice(dot)] : [];
  return characters.slice(0, MAX_DISPLAY_NAME_LENGTH - extension.length).join('') + extension.join('');
}
