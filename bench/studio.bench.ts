/**
 * Backline Studio benchmarks (see bench/README.md), each against a baseline in the same run:
 *
 * 1. Render time of a 30-second 720p audiogram (16:9, cover, title, captions) through the
 *    real job (copy from the store, ffmpeg, store the MP4, record it) against ffmpeg run
 *    directly with the same filter graph on the same files. Target: within 1.2 times.
 * 2. Upload-to-playable time of a 50 MB video: stored through the upload service (sniffed,
 *    streamed to the store, recorded, job queued), read by ffprobe with its thumbnail made in
 *    the job, then its first bytes served by a Range read; against copying the file and
 *    running the same ffprobe and ffmpeg thumbnail commands directly.
 *
 *   node --import tsx bench/studio.bench.ts        # BENCH_RUNS=3
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  createReadStream,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const work = mkdtempSync(path.join(os.tmpdir(), 'backline-studio-bench-'));

function ffmpeg(...args: string[]) {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const { parseConfig } = await import('../server/config');
  const { createContext } = await import('../server/start');
  const { createAccount } = await import('../server/features/users/users.service');
  const { actorOf } = await import('../server/platform/access/actor');
  const { JobWorker } = await import('../server/platform/jobs/worker');
  const { jobDefinitions } = await import('../server/jobs');
  const { updateSettings } = await import('../server/platform/settings/settings.service');
  const { planMediaUpload, uploadMedia, openMediaFile } =
    await import('../server/features/studio/media/media.service');
  const { createProject, processProject } =
    await import('../server/features/studio/projects/projects.service');
  const { audiogramArgs, frameFor } = await import('../server/features/studio/projects/audiogram');
  const { FFMPEG, runTool } = await import('../server/platform/media/ffmpeg');

  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: path.join(work, 'data'),
    PUBLIC_URL: 'http://127.0.0.1:1',
  });
  const { ctx, handle } = await createContext(config);
  await updateSettings(ctx, null, { category: 'general', settings: { max_file_size_mb: 200 } });
  await updateSettings(ctx, null, {
    category: 'limits',
    settings: { storage_quota_mb: 10_000 },
  }).catch(() => undefined);
  const owner = actorOf(
    await createAccount(ctx, {
      email: 'bench-studio@backline.test',
      displayName: 'Bench',
      role: 'artist',
    }),
    [],
  );
  const worker = new JobWorker(ctx, jobDefinitions, {
    concurrency: 1,
    pollIntervalMs: 20,
    workerId: 'bench',
  });

  // Inputs made by ffmpeg: 30 s of music-like audio and a cover picture.
  const audioFile = path.join(work, 'song.mp3');
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=220:duration=30',
    '-f',
    'lavfi',
    '-i',
    'anoisesrc=d=30:a=0.05',
    '-filter_complex',
    'amix=inputs=2',
    '-b:a',
    '192k',
    audioFile,
  );
  const coverVideo = path.join(work, 'cover.mp4');
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x640:rate=10:duration=2',
    '-pix_fmt',
    'yuv420p',
    coverVideo,
  );

  async function upload(file: string, kind: 'audio' | 'video') {
    const plan = await planMediaUpload(ctx, owner);
    const media = await uploadMedia(
      ctx,
      owner,
      kind,
      { stream: createReadStream(file), filename: path.basename(file) },
      plan,
    );
    return media;
  }
  const audio = await upload(audioFile, 'audio');
  const cover = await upload(coverVideo, 'video');
  await worker.runUntilIdle();
  const captions = [
    'neon on the water',
    'we drive until the morning',
    'nothing left to say',
    'but the radio knows',
  ];

  // ------------------------------------------------------------ 1. audiogram render
  const direct: number[] = [];
  const ours: number[] = [];
  const coverJpg = path.join(work, 'cover.jpg');
  ffmpeg('-i', coverVideo, '-frames:v', '1', coverJpg);
  const titleFile = path.join(work, 'title.txt');
  writeFileSync(titleFile, 'Neon Rain');
  const captionFiles = captions.map((text, index) => {
    const file = path.join(work, `caption-${index}.txt`);
    writeFileSync(file, text);
    return { file, start: index * 7.5, end: (index + 1) * 7.5 };
  });
  for (let run = 0; run < runs; run += 1) {
    let start = performance.now();
    await runTool(
      FFMPEG,
      audiogramArgs({
        audioFile,
        coverFile: coverJpg,
        titleFile,
        captions: captionFiles,
        frame: frameFor('youtube'),
        output: path.join(work, 'direct.mp4'),
      }),
      { onStdout: () => undefined },
    );
    direct.push(performance.now() - start);

    const project = await createProject(ctx, owner, {
      title: 'Neon Rain',
      audio_file_id: audio.id,
      platform: 'youtube',
      cover_media_id: cover.id,
      captions: captions.join('\n'),
    });
    start = performance.now();
    await processProject(ctx, owner, project.id);
    await worker.runUntilIdle();
    ours.push(performance.now() - start);
  }
  const renderRatio = median(ours) / median(direct);

  // ------------------------------------------------------------ 2. 50 MB upload to playable
  const bigVideo = path.join(work, 'big.mp4');
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=30:duration=23',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=23',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '22M',
    '-maxrate',
    '22M',
    '-bufsize',
    '4M',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    bigVideo,
  );
  const size = statSync(bigVideo).size;
  const baseline: number[] = [];
  const playable: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    let start = performance.now();
    const copy = path.join(work, 'copy.mp4');
    copyFileSync(bigVideo, copy);
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      copy,
    ]);
    ffmpeg(
      '-ss',
      '1',
      '-i',
      copy,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(480,iw)':-2",
      '-q:v',
      '4',
      path.join(work, 'thumb.jpg'),
    );
    baseline.push(performance.now() - start);
    rmSync(copy);

    start = performance.now();
    const media = await upload(bigVideo, 'video');
    await worker.runUntilIdle();
    const stream = await openMediaFile(
      ctx,
      owner,
      { kind: 'video', id: media.id },
      'file',
      'bytes=0-65535',
    );
    if ('unsatisfiable' in stream) throw new Error('not playable');
    for await (const chunk of stream.object.body) void chunk;
    playable.push(performance.now() - start);
  }
  const uploadRatio = median(playable) / median(baseline);

  const report = [
    `# Backline Studio bench, ${new Date().toISOString()}`,
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; median of ${runs} runs.`,
    '',
    '| measure | ours (ms) | baseline (ms) | ratio | target |',
    '| --- | ---: | ---: | ---: | --- |',
    `| 30 s 720p audiogram: render job vs ffmpeg with the same graph | ${median(ours).toFixed(0)} | ${median(direct).toFixed(0)} | ${renderRatio.toFixed(2)} | ≤ 1.20 |`,
    `| ${(size / 1024 / 1024).toFixed(0)} MB video: upload to playable vs copy + ffprobe + thumbnail | ${median(playable).toFixed(0)} | ${median(baseline).toFixed(0)} | ${uploadRatio.toFixed(2)} | – |`,
    '',
  ].join('\n');
  console.log(report);
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', 'T');
  writeFileSync(path.join('bench/results', `studio-${stamp}.md`), report);
  await handle.close();
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(work, { recursive: true, force: true }));
