/**
 * A minimal WebM (Matroska) writer for still-frame videos: each frame is the VP8 key frame of a lossy WebP
 * (sharp makes those), shown from its time until the next. No encoder or binary outside npm is needed.
 */

/** A VP8 key frame and when it starts showing. */
export interface WebmFrame { vp8: Buffer; atMs: number }

const ID = {
  ebml: 0x1a45dfa3, docType: 0x4282, docTypeVersion: 0x4287, docTypeReadVersion: 0x4285, ebmlVersion: 0x4286, ebmlReadVersion: 0x42f7,
  maxIdLength: 0x42f2, maxSizeLength: 0x42f3, segment: 0x18538067, seekHead: 0x114d9b74, seek: 0x4dbb, seekId: 0x53ab, seekPosition: 0x53ac,
  info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489, muxingApp: 0x4d80, writingApp: 0x5741, tracks: 0x1654ae6b,
  trackEntry: 0xae, trackNumber: 0xd7, trackUid: 0x73c5, flagLacing: 0x9c, codecId: 0x86, trackType: 0x83, video: 0xe0,
  pixelWidth: 0xb0, pixelHeight: 0xba, cluster: 0x1f43b675, timecode: 0xe7, simpleBlock: 0xa3, cues: 0x1c53bb6b, cuePoint: 0xbb,
  cueTime: 0xb3, cueTrackPositions: 0xb7, cueTrack: 0xf7, cueClusterPosition: 0xf1,
} as const;

const idBytes = (id: number) => {
  const bytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from(bytes);
};

/** Sizes are always written in 8 bytes, so an element's length is known before its neighbours are. */
function sizeBytes(size: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeUInt8(0x01, 0);
  out.writeUIntBE(size, 2, 6);
  return out;
}

const element = (id: number, ...data: Buffer[]) => {
  const body = Buffer.concat(data);
  return Buffer.concat([idBytes(id), sizeBytes(body.length), body]);
};
const uint = (id: number, value: number, width = 0) => {
  const bytes = width || Math.max(1, Math.ceil(Math.log2(value + 1) / 8));
  const out = Buffer.alloc(bytes);
  // Node writes at most 6 bytes at once; wider fields are zero-padded at the front.
  out.writeUIntBE(value, bytes - Math.min(bytes, 6), Math.min(bytes, 6));
  return element(id, out);
};
const text = (id: number, value: string) => element(id, Buffer.from(value, 'utf8'));
const float = (id: number, value: number) => {
  const out = Buffer.alloc(8);
  out.writeDoubleBE(value, 0);
  return element(id, out);
};

/** The VP8 bitstream of a simple-format lossy WebP (`RIFF....WEBPVP8 `) and its size. */
export function vp8OfWebp(webp: Buffer): { vp8: Buffer; width: number; height: number } {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') throw new Error('Not a WebP image.');
  for (let at = 12; at + 8 <= webp.length;) {
    const fourcc = webp.toString('ascii', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (fourcc === 'VP8 ') {
      const vp8 = webp.subarray(at + 8, at + 8 + size);
      return { vp8, width: vp8.readUInt16LE(6) & 0x3fff, height: vp8.readUInt16LE(8) & 0x3fff };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('The WebP has no lossy VP8 frame (an alpha channel or lossless image).');
}

/** A seekable WebM of key frames: `durationMs` long, `width` x `height`, with cues for each frame. */
export function webmOf(frames: readonly WebmFrame[], durationMs: number, width: number, height: number): Buffer {
  const header = element(ID.ebml, uint(ID.ebmlVersion, 1), uint(ID.ebmlReadVersion, 1), uint(ID.maxIdLength, 4), uint(ID.maxSizeLength, 8),
    text(ID.docType, 'webm'), uint(ID.docTypeVersion, 2), uint(ID.docTypeReadVersion, 2));
  const info = element(ID.info, uint(ID.timecodeScale, 1_000_000), float(ID.duration, durationMs), text(ID.muxingApp, 'rv-api'), text(ID.writingApp, 'rv-api'));
  const tracks = element(ID.tracks, element(ID.trackEntry, uint(ID.trackNumber, 1), uint(ID.trackUid, 1), uint(ID.flagLacing, 0),
    text(ID.codecId, 'V_VP8'), uint(ID.trackType, 1), element(ID.video, uint(ID.pixelWidth, width), uint(ID.pixelHeight, height))));
  // One cluster per frame: its own time, so a block's 16-bit relative time is always 0.
  const clusters = frames.map((f) => element(ID.cluster, uint(ID.timecode, Math.round(f.atMs), 4), element(ID.simpleBlock, Buffer.from([0x81, 0, 0, 0x80]), f.vp8)));
  const seekEntry = (id: number, position: number) => element(ID.seek, element(ID.seekId, idBytes(id)), uint(ID.seekPosition, position, 8));
  const seekHeadLength = element(ID.seekHead, seekEntry(ID.info, 0), seekEntry(ID.tracks, 0), seekEntry(ID.cues, 0)).length;
  const infoAt = seekHeadLength;
  const tracksAt = infoAt + info.length;
  let clusterAt = tracksAt + tracks.length;
  const cuePoints = clusters.map((cluster, i) => {
    const point = element(ID.cuePoint, uint(ID.cueTime, Math.round(frames[i].atMs), 4),
      element(ID.cueTrackPositions, uint(ID.cueTrack, 1), uint(ID.cueClusterPosition, clusterAt, 8)));
    clusterAt += cluster.length;
    return point;
  });
  const cues = element(ID.cues, ...cuePoints);
  const seekHead = element(ID.seekHead, seekEntry(ID.info, infoAt), seekEntry(ID.tracks, tracksAt), seekEntry(ID.cues, clusterAt));
  return Buffer.concat([header, element(ID.segment, seekHead, info, tracks, ...clusters, cues)]);
}
