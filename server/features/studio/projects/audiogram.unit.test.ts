import { describe, expect, it } from 'vitest';
import { audiogramArgs, captionTimings, frameFor } from './audiogram';

describe('the audiogram', () => {
  it('is sized for the platform', () => {
    expect(frameFor('tiktok')).toEqual({ width: 720, height: 1280 });
    expect(frameFor('youtube')).toEqual({ width: 1280, height: 720 });
    expect(frameFor('instagram')).toEqual({ width: 720, height: 720 });
    expect(frameFor('general')).toEqual({ width: 720, height: 720 });
  });

  it('spreads caption lines evenly over the audio', () => {
    expect(captionTimings(['a', 'b', 'c', 'd'], 30)).toEqual([
      { text: 'a', start: 0, end: 7.5 },
      { text: 'b', start: 7.5, end: 15 },
      { text: 'c', start: 15, end: 22.5 },
      { text: 'd', start: 22.5, end: 30 },
    ]);
  });

  it('reads every text from a file, never from the filter graph, and animates the waveform', () => {
    const args = audiogramArgs({
      audioFile: '/work/a.mp3',
      coverFile: null,
      titleFile: '/work/title.txt',
      captions: [{ file: '/work/c0.txt', start: 0, end: 2 }],
      frame: frameFor('tiktok'),
      output: '/work/out.mp4',
    });
    const graph = args[args.indexOf('-filter_complex') + 1];
    expect(graph).toContain('showwaves=s=720x282');
    expect(graph).toContain('textfile=/work/title.txt');
    expect(graph).toContain(
      "textfile=/work/c0.txt:fontsize=32:x=(w-text_w)/2:y=h*0.88:enable='between(t,0,2)'",
    );
    expect(graph).toContain('expansion=none');
    expect(args).toEqual(expect.arrayContaining(['-c:v', 'libx264', '-movflags', '+faststart']));
    expect(args.at(-1)).toBe('/work/out.mp4');
  });
});
