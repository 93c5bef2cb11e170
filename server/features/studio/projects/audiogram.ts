/**
 * The ffmpeg filter graph of an audiogram: a background (the cover image, blurred to fill the
 * frame, with the sharp cover on top, or a plain colour), the waveform of the audio moving
 * with it, the title, and lyric captions one line at a time. Texts go through files
 * (`textfile=`), so nothing a user typed is ever parsed as filter syntax.
 */
import { existsSync } from 'node:fs';
import type { ProjectPlatform } from '../../../../contract/studio';

export interface FrameSize {
  width: number;
  height: number;
}

/** 9:16 for vertical feeds, 16:9 for YouTube and Twitter, square otherwise; 720p-class. */
export function frameFor(platform: ProjectPlatform): FrameSize {
  switch (platform) {
    case 'tiktok':
      return { width: 720, height: 1280 };
    case 'youtube':
    case 'twitter':
      return { width: 1280, height: 720 };
    default:
      return { width: 720, height: 720 };
  }
}

const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FPS = 25;

function font(): string {
  return existsSync(FONT_FILE) ? `fontfile=${FONT_FILE}:` : '';
}

export interface AudiogramSpec {
  audioFile: string;
  coverFile: string | null;
  titleFile: string;
  /** One file per caption line and when it shows, in seconds. */
  captions: { file: string; start: number; end: number }[];
  frame: FrameSize;
  output: string;
}

/** Caption lines spread evenly over the audio, each shown for its share of it. */
export function captionTimings(lines: readonly string[], durationSeconds: number) {
  const share = durationSeconds / Math.max(1, lines.length);
  return lines.map((text, index) => ({
    text,
    start: Math.round(index * share * 100) / 100,
    end: Math.round((index + 1) * share * 100) / 100,
  }));
}

export function audiogramArgs(spec: AudiogramSpec): string[] {
  const { width, height } = spec.frame;
  const waveHeight = Math.round(height * 0.22);
  const coverSize = Math.round(Math.min(width, height) * 0.5);
  const titleSize = Math.round(Math.min(width, height) * 0.055);
  const captionSize = Math.round(Math.min(width, height) * 0.045);
  const inputs = ['-i', spec.audioFile];
  const graph: string[] = [];
  if (spec.coverFile) {
    inputs.push('-loop', '1', '-framerate', String(FPS), '-i', spec.coverFile);
    graph.push(
      `[1:v]split=2[bgsrc][fg]`,
      `[bgsrc]scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},boxblur=20:2,eq=brightness=-0.25[bg]`,
      `[fg]scale=${coverSize}:${coverSize}:force_original_aspect_ratio=decrease[cover]`,
      `[bg][cover]overlay=(W-w)/2:H*0.12[base]`,
    );
  } else {
    inputs.push('-f', 'lavfi', '-i', `color=c=0x111827:s=${width}x${height}:r=${FPS}`);
    graph.push(`[1:v]null[base]`);
  }
  graph.push(
    `[0:a]aformat=channel_layouts=mono,showwaves=s=${width}x${waveHeight}:mode=cline:rate=${FPS}:colors=0xF59E0B,format=yuva420p[waves]`,
    `[base][waves]overlay=0:H*0.62:shortest=1[withwaves]`,
  );
  let last = 'withwaves';
  const text = `${font()}expansion=none:fontcolor=white:borderw=2:bordercolor=black@0.6`;
  graph.push(
    `[${last}]drawtext=${text}:textfile=${spec.titleFile}:fontsize=${titleSize}:x=(w-text_w)/2:y=h*0.52[titled]`,
  );
  last = 'titled';
  spec.captions.forEach((caption, index) => {
    const next = `cap${index}`;
    graph.push(
      `[${last}]drawtext=${text}:textfile=${caption.file}:fontsize=${captionSize}:x=(w-text_w)/2:y=h*0.88:enable='between(t,${caption.start},${caption.end})'[${next}]`,
    );
    last = next;
  });
  graph.push(`[${last}]format=yuv420p[video]`);
  return [
    '-v',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[video]',
    '-map',
    '0:a',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '26',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-shortest',
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-nostats',
    spec.output,
  ];
}
