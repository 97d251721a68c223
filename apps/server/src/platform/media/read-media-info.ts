import { open } from 'node:fs/promises';
import type { IAudioMetadata } from 'music-metadata';
import { unreadable } from './unreadable.ts';

// Loaded on the first upload that needs it, not at server start (it costs ~150 ms to import).
let musicMetadata: Promise<typeof import('music-metadata')> | undefined;
const loadMusicMetadata = () => {
  musicMetadata ??= import('music-metadata');
  return musicMetadata;
};

export type AudioInfo = { durationSeconds: number };
export type VideoInfo = { durationSeconds: number; width?: number; height?: number };

/** Duration of an audio file (MP3 and the other containers music-metadata knows), in seconds. */
export async function readAudioInfo(path: string): Promise<AudioInfo> {
  const metadata = await parseMetadata(path, 'AUDIO_UNREADABLE');
  if (!metadata.format.hasAudio && metadata.format.codec === undefined) throw unreadable('AUDIO_UNREADABLE');
  return { durationSeconds: await durationOf(path, metadata, 'AUDIO_UNREADABLE') };
}

/**
 * Duration and frame size of an MP4 or WebM video. MP4 is read from its own boxes: music-metadata takes an
 * MP4's duration from its audio track only, so a silent screen recording would have none, and it does not
 * report the frame size. WebM (Matroska) goes through music-metadata, which reads both.
 */
export async function readVideoInfo(path: string): Promise<VideoInfo> {
  const head = Buffer.alloc(4);
  const handle = await open(path, 'r');
  try {
    await handle.read(head, 0, 4, 0);
  } finally {
    await handle.close();
  }
  if (head.readUInt32BE(0) === EBML_MAGIC) return readMatroskaInfo(path);
  return readMp4Info(path);
}

const EBML_MAGIC = 0x1a45dfa3;

async function readMatroskaInfo(path: string): Promise<VideoInfo> {
  const metadata = await parseMetadata(path, 'VIDEO_UNREADABLE');
  const video = metadata.format.trackInfo.find((track) => track.video)?.video;
  if (!metadata.format.hasVideo && !video) throw unreadable('NO_VIDEO_TRACK');
  const duration = metadata.format.duration;
  // Browser recordings (MediaRecorder) write WebM without a duration; a lesson needs one to be listed.
  if (!(duration !== undefined && Number.isFinite(duration) && duration > 0))
    throw unreadable('DURATION_UNKNOWN');
  return {
    durationSeconds: duration,
    ...(video?.pixelWidth ? { width: video.pixelWidth } : {}),
    ...(video?.pixelHeight ? { height: video.pixelHeight } : {}),
  };
}

async function parseMetadata(path: string, reason: 'AUDIO_UNREADABLE' | 'VIDEO_UNREADABLE') {
  try {
    const { parseFile } = await loadMusicMetadata();
    return await parseFile(path, { duration: false, skipCovers: true });
  } catch {
    throw unreadable(reason);
  }
}

/**
 * The duration from headers when there is one (a Xing/LAME frame, or estimated from a constant bitrate);
 * otherwise every frame is counted, which streams the whole file once.
 */
async function durationOf(
  path: string,
  metadata: IAudioMetadata,
  reason: 'AUDIO_UNREADABLE',
): Promise<number> {
  let duration = metadata.format.duration;
  if (duration === undefined) {
    try {
      const { parseFile } = await loadMusicMetadata();
      duration = (await parseFile(path, { duration: true, skipCovers: true })).format.duration;
    } catch {
      throw unreadable(reason);
    }
  }
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0)
    throw unreadable('DURATION_UNKNOWN');
  return duration;
}

/** The movie box holds sample tables; even a two-hour video's stays far below this. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

type Box = { type: string; start: number; end: number };

/** The boxes directly inside [start, end) of `data`. */
function boxesIn(data: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) break;
      size = Number(data.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) throw unreadable('VIDEO_UNREADABLE');
    boxes.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

const child = (data: Buffer, box: Box | undefined, type: string) =>
  box ? boxesIn(data, box.start, box.end).find((b) => b.type === type) : undefined;

/** Finds the top-level `moov` box by hopping from header to header (skipping the media data) and reads it. */
async function readMoov(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= fileSize) {
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      if (bytesRead < 8) break;
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      let headerSize = 8;
      if (size === 1) {
        if (bytesRead < 16) break;
        size = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (size === 0) {
        size = fileSize - offset;
      }
      if (size < headerSize) break;
      if (type === 'moov') {
        const length = Math.min(size, fileSize - offset) - headerSize;
        if (length > MAX_MOOV_BYTES) throw unreadable('VIDEO_UNREADABLE');
        const moov = Buffer.alloc(length);
        await handle.read(moov, 0, length, offset + headerSize);
        return moov;
      }
      offset += size;
    }
    throw unreadable('VIDEO_UNREADABLE');
  } finally {
    await handle.close();
  }
}

/** Duration (mvhd, else the fragment header, else the video track's media header) and the video track's size. */
async function readMp4Info(path: string): Promise<VideoInfo> {
  const moov = await readMoov(path);
  const top = boxesIn(moov, 0, moov.length);
  const mvhd = top.find((box) => box.type === 'mvhd');
  if (!mvhd) throw unreadable('VIDEO_UNREADABLE');
  const movie = timing(moov, mvhd);

  const video = top
    .filter((box) => box.type === 'trak')
    .map((trak) => {
      const mdia = child(moov, trak, 'mdia');
      const hdlr = child(moov, mdia, 'hdlr');
      const mdhd = child(moov, mdia, 'mdhd');
      const tkhd = child(moov, trak, 'tkhd');
      return { handler: hdlr ? moov.toString('latin1', hdlr.start + 8, hdlr.start + 12) : '', mdhd, tkhd };
    })
    .find((track) => track.handler === 'vide');
  if (!video) throw unreadable('NO_VIDEO_TRACK');

  let seconds = movie.timescale > 0 ? movie.duration / movie.timescale : 0;
  if (!(seconds > 0)) {
    const mehd = child(
      moov,
      top.find((box) => box.type === 'mvex'),
      'mehd',
    );
    if (mehd && movie.timescale > 0) {
      const version = moov.readUInt8(mehd.start);
      const fragmentDuration =
        version === 1 ? Number(moov.readBigUInt64BE(mehd.start + 4)) : moov.readUInt32BE(mehd.start + 4);
      seconds = fragmentDuration / movie.timescale;
    }
  }
  if (!(seconds > 0) && video.mdhd) {
    const media = timing(moov, video.mdhd);
    seconds = media.timescale > 0 ? media.duration / media.timescale : 0;
  }
  if (!(seconds > 0 && Number.isFinite(seconds))) throw unreadable('DURATION_UNKNOWN');

  const size = video.tkhd ? frameSize(moov, video.tkhd) : undefined;
  return { durationSeconds: seconds, ...(size ?? {}) };
}

/** mvhd and mdhd share their start: version, flags, two dates, then timescale and duration. */
function timing(data: Buffer, box: Box): { timescale: number; duration: number } {
  if (box.end - box.start < 24) throw unreadable('VIDEO_UNREADABLE');
  const version = data.readUInt8(box.start);
  if (version === 1) {
    if (box.end - box.start < 36) throw unreadable('VIDEO_UNREADABLE');
    return {
      timescale: data.readUInt32BE(box.start + 20),
      duration: Number(data.readBigUInt64BE(box.start + 24)),
    };
  }
  const duration = data.readUInt32BE(box.start + 16);
  // All ones means "unknown" in version 0.
  return { timescale: data.readUInt32BE(box.start + 12), duration: duration === 0xffffffff ? 0 : duration };
}

/** tkhd ends with width and height as 16.16 fixed-point numbers. */
function frameSize(data: Buffer, box: Box): { width: number; height: number } | undefined {
  const version = data.readUInt8(box.start);
  const at = box.start + (version === 1 ? 88 : 76);
  if (at + 8 > box.end) return undefined;
  const width = Math.round(data.readUInt32BE(at) / 65536);
  const height = Math.round(data.readUInt32BE(at + 4) / 65536);
  return width > 0 && height > 0 ? { width, height } : undefined;
}
