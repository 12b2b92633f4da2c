import { displayFileName, MAX_DISPLAY_NAME_LENGTH } from './display-file-name';

describe('displayFileName', () => {
  it.each([
    ['../../../../etc/cron.d/evil.png', 'evil.png'],
    ['..\\..\\windows\\system32\\evil.png', 'evil.png'],
    ['C:\\Users\\ann\\Pictures\\awning.jpg', 'awning.jpg'],
    ['/var/tmp/x/../awning.jpg', 'awning.jpg'],
    ['awning.jpg', 'awning.jpg'],
    ['  roof leak.heic  ', 'roof leak.heic'],
    ['evil\u0000.png', 'evil.png'],
    ['line\r\nbreak.png', 'linebreak.png'],
    ['evil\u202Egnp.exe', 'evilgnp.exe'],
    ['photo\u0007\u001b[31m.png', 'photo[31m.png'],
    ['Straße ü.png', 'Straße ü.png'],
  ])('%j -> %j', (raw, expected) => {
    expect(displayFileName(raw)).toBe(expected);
  });

  it.each([[undefined], [null], [''], ['   '], ['..'], ['.'], ['../'], ['dir/'], ['\u0000\u0001']])('falls back to "image" for %j', (raw) => {
    expect(displayFileName(raw)).toBe('image');
  });

  it('bounds a long name, keeping its extension', () => {
    const name = displayFileName(`${'a'.repeat(500)}.jpeg`);
    expect([...name]).toHaveLength(MAX_DISPLAY_NAME_LENGTH);
    expect(name.endsWith('a.jpeg')).toBe(true);
  });

  it('bounds a long name without an extension', () => {
    expect(displayFileName('b'.repeat(1000))).toBe('b'.repeat(MAX_DISPLAY_NAME_LENGTH));
  });

  it('never cuts a character made of two UTF-16 units in half', () => {
    const name = displayFileName('📷'.repeat(300));
    expect([...name]).toHaveLength(MAX_DISPLAY_NAME_LENGTH);
    expect(name).toBe('📷'.repeat(MAX_DISPLAY_NAME_LENGTH));
  });
});
