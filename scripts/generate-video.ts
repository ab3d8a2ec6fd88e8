// Generates the looping "Our Story" background video of the About page.
//
//   node --import tsx scripts/generate-video.ts
//
// Developer-only: needs the ffmpeg CLI with libx264 and libvpx-vp9 (Debian: `apt-get install ffmpeg`)
// plus the `sharp` devDependency. Its outputs are committed, so neither the build nor CI runs it:
//   public/media/our-story.mp4   H.264 High, yuv420p, +faststart, no audio
//   public/media/our-story.webm  VP9, no audio
// Every frame of the scene (scripts/images/story-scene.ts) is rasterised with sharp and piped to
// ffmpeg as raw RGB. The poster images are written by scripts/generate-images.ts from the same
// scene (storyFrameSvg(0)), so they always match the video.
import { spawn } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { STORY, storyFrameSvg } from './images/story-scene';

async function encode(args: readonly string[], frames: readonly Buffer[]): Promise<void> {
  const ff = spawn('ffmpeg', args, { stdio: ['pipe', 'ignore', 'inherit'] });
  const done = new Promise<void>((resolve, reject) => {
    ff.on('error', reject);
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  for (const frame of frames) {
    if (!ff.stdin.write(frame)) await new Promise((r) => ff.stdin.once('drain', r));
  }
  ff.stdin.end();
  await done;
}

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'public/media');
await mkdir(outDir, { recursive: true });
const total = STORY.fps * STORY.seconds;
const frames: Buffer[] = [];
for (let i = 0; i < total; i++) {
  const svg = storyFrameSvg(i / total);
  frames.push(await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer());
  if (i % 50 === 0) process.stdout.write(`frame ${i}/${total}\n`);
}
const input = [
  '-y',
  '-hide_banner',
  '-loglevel',
  'error',
  '-f',
  'rawvideo',
  '-pix_fmt',
  'rgb24',
  '-s',
  `${STORY.width}x${STORY.height}`,
  '-r',
  String(STORY.fps),
  '-i',
  '-',
  '-an',
  '-map_metadata',
  '-1',
];
const mp4 = path.join(outDir, 'our-story.mp4');
const webm = path.join(outDir, 'our-story.webm');
await encode(
  [
    ...input,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '25',
    '-profile:v',
    'high',
    '-tune',
    'animation',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(STORY.fps * 2),
    '-movflags',
    '+faststart',
    '-fflags',
    '+bitexact',
    mp4,
  ],
  frames,
);
await encode(
  [
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '37',
    '-deadline',
    'good',
    '-cpu-used',
    '1',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(STORY.fps * 2),
    '-fflags',
    '+bitexact',
    webm,
  ],
  frames,
);
for (const file of [mp4, webm]) {
  const { size } = await stat(file);
  console.log(`${path.relative(root, file)}  ${(size / 1024).toFixed(1)} KB`);
}
