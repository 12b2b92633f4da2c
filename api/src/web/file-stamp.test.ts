import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_STAMP_TTL_MS, fileStamp, forgetFileStamps } from './file-stamp';

describe('fileStamp: a file’s modification time, read at most once a second', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-stamp-'));
  const file = path.join(dir, 'server-assets.json');
  beforeEach(() => {
    forgetFileStamps();
    fs.writeFileSync(file, '{}');
    fs.utimesSync(file, new Date(1_000_000), new Date(1_000_000));
  });

  it('answers from the last stat within the second, and sees a deploy after it', () => {
    const statSync = jest.spyOn(fs, 'statSync');
    const t = 5_000_000;
    expect(fileStamp(file, t)).toBe(1_000_000);
    fs.utimesSync(file, new Date(2_000_000), new Date(2_000_000));
    expect(fileStamp(file, t + FILE_STAMP_TTL_MS - 1)).toBe(1_000_000);
    expect(statSync).toHaveBeenCalledTimes(1);
    expect(fileStamp(file, t + FILE_STAMP_TTL_MS)).toBe(2_000_000);
    expect(statSync).toHaveBeenCalledTimes(2);
    statSync.mockRestore();
  });

  it('is null for a file that is not there, and notices when it appears', () => {
    const missing = path.join(dir, 'not-yet.json');
    expect(fileStamp(missing, 10_000)).toBeNull();
    fs.writeFileSync(missing, '{}');
    expect(fileStamp(missing, 10_500)).toBeNull();
    expect(fileStamp(missing, 11_000)).toBe(fs.statSync(missing).mtimeMs);
  });

  it('reads again when the clock goes back', () => {
    expect(fileStamp(file, 50_000)).toBe(1_000_000);
    fs.utimesSync(file, new Date(3_000_000), new Date(3_000_000));
    expect(fileStamp(file, 49_000)).toBe(3_000_000);
  });
});
