/**
 * ffprobe and ffmpeg from the system (Debian's `ffmpeg` package), always run with `spawn` and
 * an argument array: no shell ever sees a file name.
 */
import { spawn } from 'node:child_process';

export const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';

export class MediaToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaToolError';
  }
}

/** Runs a tool to the end; the last lines of its stderr become the error when it fails. */
export function runTool(
  command: string,
  args: readonly string[],
  options: {
    signal?: AbortSignal;
    onStderr?: (chunk: string) => void;
    onStdout?: (chunk: string) => void;
  } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdout) options.onStdout(chunk.toString());
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      options.onStderr?.(text);
      stderr = (stderr + text).slice(-4000);
    });
    child.on('error', (error) =>
      reject(new MediaToolError(`${command} could not run: ${error.message}`)),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString());
      else {
        const reason = stderr.trim().split('\n').slice(-3).join(' ').trim();
        reject(new MediaToolError(reason || `${command} exited with code ${code}`));
      }
    });
  });
}

export interface MediaProbe {
  durationSeconds: number | null;
  /** The codec of the main stream (video when there is one, else audio). */
  codec: string | null;
  width: number | null;
  height: number | null;
  hasAudio: boolean;
  hasVideo: boolean;
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
  }[];
}

/** What ffprobe reads from a file; a MediaToolError when it cannot read it as media. */
export async function probeMedia(file: string, signal?: AbortSignal): Promise<MediaProbe> {
  const output = await runTool(
    FFPROBE,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { signal },
  );
  let parsed: ProbeJson;
  try {
    parsed = JSON.parse(output) as ProbeJson;
  } catch {
    throw new MediaToolError('ffprobe gave no readable answer');
  }
  const streams = parsed.streams ?? [];
  // Cover art inside an MP3 is a "video" stream of one picture; it does not make a video.
  const video = streams.find(
    (stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
  );
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  if (!video && !audio) throw new MediaToolError('The file holds no audio or video');
  const duration = Number(parsed.format?.duration ?? video?.duration ?? audio?.duration);
  return {
    durationSeconds:
      Number.isFinite(duration) && duration > 0 ? Math.round(duration * 1000) / 1000 : null,
    codec: (video ?? audio)?.codec_name ?? null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    hasAudio: Boolean(audio),
    hasVideo: Boolean(video),
  };
}

/** A JPEG still from `atSeconds` into the video (or GIF), at most 480 pixels wide. */
export async function makeThumbnail(
  input: string,
  output: string,
  atSeconds: number,
  signal?: AbortSignal,
): Promise<void> {
  await runTool(
    FFMPEG,
    [
      '-v',
      'error',
      '-y',
      '-ss',
      atSeconds.toFixed(3),
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(480,iw)':-2",
      '-q:v',
      '4',
      output,
    ],
    { signal },
  );
}
