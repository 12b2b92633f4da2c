import sharp from 'sharp';
import { testAppPerFile, testDbKind } from '../../../../test/test-app';
import { byteRange } from './video-routes';
import { cueLengthMs, linesOf, scriptOf, webVtt } from './video-script';
import { vp8OfWebp, webmOf } from './webm';

/** The top-level children of an EBML body: [id as hex, data] (sizes are read as vints). */
function children(bytes: Buffer): Array<[string, Buffer]> {
  const out: Array<[string, Buffer]> = [];
  const vint = (at: number, keepMarker: boolean) => {
    const width = Math.clz32(bytes[at]) - 23;
    let value = keepMarker ? bytes[at] : bytes[at] & (0xff >> width);
    for (let i = 1; i < width; i += 1) value = value * 256 + bytes[at + i];
    return { value, width };
  };
  for (let at = 0; at < bytes.length;) {
    const id = vint(at, true);
    const size = vint(at + id.width, false);
    const start = at + id.width + size.width;
    out.push([id.value.toString(16), bytes.subarray(start, start + size.value)]);
    at = start + size.value;
  }
  return out;
}
const child = (bytes: Buffer, id: string) => children(bytes).filter(([k]) => k === id).map(([, v]) => v);

/** A VP8 frame wrapped back into a WebP, so sharp can say whether it decodes. */
const asWebp = (vp8: Buffer) => {
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(12 + vp8.length, 4);
  head.write('WEBPVP8 ', 8, 'ascii');
  head.writeUInt32LE(vp8.length, 16);
  return Buffer.concat([head, vp8, Buffer.alloc(vp8.length % 2)]);
};

describe('site video scripts', () => {
  it('speaks a how-to by its title, summary and steps, and an article by its first paragraphs', () => {
    expect(linesOf('howto', { title: 'How to Level', summary: 'Side to side first.', steps: [{ text: 'Chock the wheels' }, { text: 'Lower the jack.' }] }))
      .toEqual(['How to Level', 'Side to side first.', 'Step 1: Chock the wheels.', 'Step 2: Lower the jack.']);
    const body = [{ slice_type: 'text', primary: { text: [{ type: 'paragraph', text: 'Park level. Turn off the pump.' }, { type: 'heading2', text: 'Skip me' }] } }];
    expect(linesOf('support', { title: 'Fix a leak', description: 'Find it fast.', body })).toEqual(['Fix a leak', 'Find it fast.', 'Park level.', 'Turn off the pump.']);
    expect(linesOf('blog', { title: 'T', description: 'a. b. c. d. e. f. g. h. i. j.' })).toHaveLength(8);
  });

  it('times each caption by its words, one after another, and writes them as WebVTT', () => {
    expect([cueLengthMs('one'), cueLengthMs('a b c d e f g h i j'), cueLengthMs('w '.repeat(40))]).toEqual([2500, 3800, 6500]);
    const script = scriptOf('howto--x', 'How to X', ['How to X', 'Step 1: Open the valve.']);
    expect(script.cues.map((c) => [c.startMs, c.endMs])).toEqual([[0, 2500], [2500, 5000]]);
    expect(script.durationMs).toBe(5000);
    expect(webVtt(script)).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHow to X\n\n2\n00:00:02.500 --> 00:00:05.000\nStep 1: Open the valve.\n');
  });

  it('reads a byte range, and refuses one past the end', () => {
    expect([byteRange(undefined, 100), byteRange('bytes=0-', 100), byteRange('bytes=10-19', 100), byteRange('bytes=-10', 100)])
      .toEqual([null, { start: 0, end: 99 }, { start: 10, end: 19 }, { start: 90, end: 99 }]);
    expect(() => byteRange('bytes=100-', 100)).toThrow(/outside the video's 100 bytes/);
  });
});

describe('webmOf', () => {
  it('writes a WebM of VP8 key frames that decode, with its duration, size and a cue per frame', async () => {
    const frame = async (color: string) => vp8OfWebp(await sharp({ create: { width: 64, height: 36, channels: 3, background: color } }).webp().toBuffer());
    const [red, blue] = await Promise.all([frame('#c00'), frame('#00c')]);
    expect([red.width, red.height]).toEqual([64, 36]);
    const webm = webmOf([{ vp8: red.vp8, atMs: 0 }, { vp8: blue.vp8, atMs: 2500 }], 4000, 64, 36);
    const [[headerId, header], [segmentId, segment]] = children(webm);
    expect([headerId, segmentId]).toEqual(['1a45dfa3', '18538067']);
    expect(child(header, '4282')[0].toString()).toBe('webm');
    const info = child(segment, '1549a966')[0];
    expect(child(info, '4489')[0].readDoubleBE(0)).toBe(4000);
    const track = child(child(segment, '1654ae6b')[0], 'ae')[0];
    expect(child(track, '86')[0].toString()).toBe('V_VP8');
    expect(child(child(track, 'e0')[0], 'b0')[0].readUIntBE(0, 1)).toBe(64);
    const clusters = child(segment, '1f43b675');
    expect(clusters.map((c) => child(c, 'e7')[0].readUIntBE(0, 4))).toEqual([0, 2500]);
    for (const cluster of clusters) {
      const block = child(cluster, 'a3')[0];
      expect([...block.subarray(0, 4)]).toEqual([0x81, 0, 0, 0x80]);
      expect(await sharp(asWebp(block.subarray(4))).metadata()).toMatchObject({ width: 64, height: 36 });
    }
    // Each cue points at its cluster, counted from the start of the segment's data.
    const positions = child(child(segment, '1c53bb6b')[0], 'bb').map((p) => child(child(p, 'b7')[0], 'f1')[0].readUIntBE(2, 6));
    expect(positions.map((at) => segment.readUInt32BE(at).toString(16))).toEqual(['1f43b675', '1f43b675']);
  });

  it('refuses an image that is not a lossy WebP', async () => {
    expect(() => vp8OfWebp(Buffer.from('not an image'))).toThrow('Not a WebP image.');
    const lossless = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).webp({ lossless: true }).toBuffer();
    expect(() => vp8OfWebp(lossless)).toThrow(/no lossy VP8 frame/);
  });
});

describe(`site video routes (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url: `/api/media/video/${url}`, headers });

  it('answers a how-to video as WebM, its captions in the how-to\'s own words, its poster and its details', async () => {
    const uid = 'how-to-winterize-your-rv';
    const howto = (await ctx().app.inject({ method: 'GET', url: `/api/content/v1/documents/howto_detail/${uid}` })).json().data as { title: string; steps: Array<{ text: string }> };
    const details = await get(`howto--${uid}.json`);
    expect(details.statusCode).toBe(200);
    const body = details.json();
    expect(body).toMatchObject({ id: `howto--${uid}`, title: howto.title, webm: `/api/media/video/howto--${uid}.webm`, captions: `/api/media/video/howto--${uid}.vtt` });
    expect(body.transcript.map((c: { text: string }) => c.text)).toContain(`Step 2: ${howto.steps[1].text.replace(/\.$/, '')}.`);
    expect(body.durationMs).toBe(body.transcript.at(-1).endMs);
    const vtt = await get(`howto--${uid}.vtt`);
    expect([vtt.statusCode, vtt.headers['content-type']]).toEqual([200, 'text/vtt; charset=utf-8']);
    expect(vtt.body.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt.body).toContain(`\nStep 1: ${howto.steps[0].text.replace(/\.$/, '')}.\n`);
    const poster = await get(`howto--${uid}.svg`);
    expect(poster.body).toContain(`aria-label="${howto.title}"`);
    const webm = await get(`howto--${uid}.webm`);
    expect([webm.statusCode, webm.headers['content-type'], webm.headers['accept-ranges']]).toEqual([200, 'video/webm', 'bytes']);
    const segment = children(webm.rawPayload)[1][1];
    expect(child(segment, '1f43b675')).toHaveLength(body.transcript.length + 1);
    expect(child(child(segment, '1549a966')[0], '4489')[0].readDoubleBE(0)).toBe(body.durationMs);
    const part = await get(`howto--${uid}.webm`, { range: 'bytes=0-99' });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.length]).toEqual([206, `bytes 0-99/${webm.rawPayload.length}`, 100]);
    expect(Buffer.compare(part.rawPayload, webm.rawPayload.subarray(0, 100))).toBe(0);
  });

  it('answers the standalone plant tour and an owner video from its document', async () => {
    expect((await get('plant-tour.vtt')).body).toContain('200-point inspection');
    const owner = await get('owner--video-1.json');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().transcript.length).toBeGreaterThan(1);
  });

  it.each([
    ['howto--no-such-howto.webm', 404], ['krvhowto000.json', 404], ['kRvHowTo000.json', 400], ['plant-tour.mp4', 400], ['Plant-Tour.webm', 400],
  ])('answers %s with %i and a message', async (file, status) => {
    const res = await get(file);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBeTruthy();
  });

  it('answers a range past the end with 416', async () => {
    const res = await get('plant-tour.webm', { range: 'bytes=99999999-' });
    expect(res.statusCode).toBe(416);
    expect(res.json().message).toMatch(/outside the video/);
  });
});
