import { videoDuration } from './video';

describe('site video details', () => {
  it('writes a length as m:ss', () => expect([0, 9400, 65_000, 600_000].map(videoDuration)).toEqual(['0:00', '0:09', '1:05', '10:00']));
});
