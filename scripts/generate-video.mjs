// Generates the looping "Our Story" background video of the About page.
//
//   node scripts/generate-video.mjs
//
// Developer-only: needs the ffmpeg CLI with libx264 and libvpx-vp9 (Debian: `apt-get install ffmpeg`)
// plus the `sharp` devDependency. Its outputs are committed, so neither the build nor CI runs it:
//   public/media/our-story.mp4   H.264 High, yuv420p, +faststart, no audio
//   public/media/our-story.webm  VP9, no audio
// Every frame is an SVG built from periodic functions of the loop phase (so the last frame flows into the
// first), rasterised with sharp and piped to ffmpeg as raw RGB. The poster images are written by
// scripts/generate-images.mjs from the same scene (storyFrameSvg(0)), so they always match the video.
import { spawn } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

/** Video geometry; STORY.width × STORY.height is also the poster's largest size. */
export const STORY = { width: 1280, height: 720, fps: 30, seconds: 10 };

const C = {
  b50: '#eff5ff', b100: '#dbe8fe', b200: '#bfd6fe', b300: '#93bbfd', b400: '#6098fa', b500: '#3b76f6',
  b600: '#2557eb', b700: '#1d44d8', b800: '#1e38af', b900: '#1e348a', b950: '#172254',
  i800: '#1e293b', i900: '#0f172a', i950: '#0b1120', warm: '#fde68a',
};
const TAU = Math.PI * 2;
const f = (n) => Math.round(n * 100) / 100;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Fixed scene layout (seeded, so every run draws the same film).
const W = STORY.width;
const H = STORY.height;
const rand = mulberry32(0x51a7);
const NODES = Array.from({ length: 46 }, () => {
  const x0 = 40 + rand() * (W - 80);
  const y0 = 30 + rand() * (H * 0.62);
  return {
    x0, y0,
    ax: 18 + rand() * 40, ay: 12 + rand() * 30,
    k: [1, -1, 1, 2, -1][Math.floor(rand() * 5)],
    ph: rand() * TAU,
    r: 1.6 + rand() * 2.2,
    bright: rand() < 0.18,
    warm: rand() < 0.06,
  };
});
const SPARKS = Array.from({ length: 70 }, () => ({
  x: rand() * W, y: rand() * H, r: 0.6 + rand() * 1.1, ph: rand() * TAU, k: 1 + Math.floor(rand() * 3),
}));

function ribbon(phase, { lines, yBase, amp, tilt, spread, width, opacity, id, speed }) {
  let out = '';
  for (let i = 0; i < lines; i++) {
    const u = i / (lines - 1);
    let d = '';
    for (let s = 0; s <= 64; s++) {
      const x = -40 + (s / 64) * (W + 80);
      const nx = x / W;
      const y = yBase
        + amp * Math.sin(nx * TAU * 0.85 + u * 1.9 + phase * speed)
        + amp * 0.45 * Math.sin(nx * TAU * 1.7 - u * 1.2 - phase * 2)
        + (u - 0.5) * spread * (0.55 + 0.45 * Math.cos(nx * TAU * 0.6 + phase))
        - tilt * (nx - 0.5);
      d += `${s ? 'L' : 'M'}${f(x)} ${f(y)}`;
    }
    const o = opacity * (0.35 + 0.65 * Math.sin(Math.PI * u));
    out += `<path d="${d}" fill="none" stroke="url(#${id})" stroke-width="${width}" stroke-opacity="${f(o)}"/>`;
  }
  return out;
}

/**
 * One frame of the story scene. phase ∈ [0, 1): the loop position. width/height: output size in pixels
 * (the scene is always drawn in a 1280×720 viewBox).
 */
export function storyFrameSvg(phase, width = W, height = H) {
  const p = phase * TAU;
  const g1x = W * 0.28 + 160 * Math.cos(p);
  const g1y = H * 0.3 + 70 * Math.sin(p);
  const g2x = W * 0.78 - 140 * Math.cos(p + 1);
  const g2y = H * 0.78 + 60 * Math.sin(2 * p);
  const pos = NODES.map((n) => ({
    ...n,
    x: n.x0 + n.ax * Math.cos(n.k * p + n.ph),
    y: n.y0 + n.ay * Math.sin(n.k * p + n.ph),
  }));
  let links = '';
  const MAX = 175;
  for (let i = 0; i < pos.length; i++) {
    for (let j = i + 1; j < pos.length; j++) {
      const a = pos[i];
      const b = pos[j];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (d < MAX) {
        const o = (1 - d / MAX) ** 1.5 * 0.55;
        links += `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${C.b300}" stroke-opacity="${f(o)}" stroke-width="1"/>`;
      }
    }
  }
  let nodes = '';
  for (const n of pos) {
    if (n.bright) {
      const pulse = 0.5 + 0.5 * Math.sin(p * 2 + n.ph);
      nodes += `<circle cx="${f(n.x)}" cy="${f(n.y)}" r="${f(16 + 8 * pulse)}" fill="url(#halo)" opacity="${f(0.5 + 0.4 * pulse)}"/>`;
    }
    const fill = n.warm ? C.warm : n.bright ? C.b100 : C.b300;
    nodes += `<circle cx="${f(n.x)}" cy="${f(n.y)}" r="${f(n.r)}" fill="${fill}" fill-opacity="${n.bright || n.warm ? 1 : 0.75}"/>`;
  }
  let sparks = '';
  for (const s of SPARKS) {
    const o = 0.15 + 0.35 * (0.5 + 0.5 * Math.sin(s.k * p + s.ph));
    sparks += `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="${s.r}" fill="${C.b200}" fill-opacity="${f(o)}"/>`;
  }
  // Concentric dashed rings turning slowly: a rotation by a whole dash period loops seamlessly.
  const ring = (r, dash, gap, turns, o) =>
    `<circle cx="${W / 2}" cy="${H * 1.32}" r="${r}" fill="none" stroke="${C.b400}" stroke-opacity="${o}" stroke-width="1.2" stroke-dasharray="${dash} ${gap}" transform="rotate(${f(turns * phase * 360)} ${W / 2} ${H * 1.32})"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.i950}"/><stop offset=".6" stop-color="#0f1838"/><stop offset="1" stop-color="${C.b950}"/>
  </linearGradient>
  <radialGradient id="glowA"><stop offset="0" stop-color="${C.b700}" stop-opacity=".55"/><stop offset="1" stop-color="${C.b700}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowB"><stop offset="0" stop-color="${C.b500}" stop-opacity=".38"/><stop offset="1" stop-color="${C.b500}" stop-opacity="0"/></radialGradient>
  <radialGradient id="halo"><stop offset="0" stop-color="${C.b400}" stop-opacity=".6"/><stop offset="1" stop-color="${C.b400}" stop-opacity="0"/></radialGradient>
  <linearGradient id="rib1" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${W}" y2="0">
    <stop offset="0" stop-color="${C.b700}" stop-opacity="0"/><stop offset=".3" stop-color="${C.b500}"/>
    <stop offset=".6" stop-color="${C.b300}"/><stop offset="1" stop-color="${C.b600}" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="rib2" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${W}" y2="0">
    <stop offset="0" stop-color="${C.b400}" stop-opacity="0"/><stop offset=".45" stop-color="${C.b200}"/>
    <stop offset=".8" stop-color="${C.b500}"/><stop offset="1" stop-color="${C.b500}" stop-opacity="0"/>
  </linearGradient>
  <radialGradient id="vignette" cx=".5" cy=".45" r=".75">
    <stop offset=".55" stop-color="${C.i950}" stop-opacity="0"/><stop offset="1" stop-color="${C.i950}" stop-opacity=".7"/>
  </radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="${f(g1x)}" cy="${f(g1y)}" r="520" fill="url(#glowA)"/>
<circle cx="${f(g2x)}" cy="${f(g2y)}" r="560" fill="url(#glowB)"/>
${ring(560, 3, 9, 1, 0.22)}${ring(640, 40, 24, -1, 0.14)}${ring(740, 2, 14, 1, 0.18)}
${sparks}
${ribbon(p, { lines: 34, yBase: H * 0.7, amp: 48, tilt: 150, spread: 120, width: 1.1, opacity: 0.55, id: 'rib1', speed: 1 })}
${ribbon(p + 2.1, { lines: 14, yBase: H * 0.62, amp: 36, tilt: 90, spread: 60, width: 0.9, opacity: 0.4, id: 'rib2', speed: -1 })}
${links}${nodes}
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

async function encode(args, frames) {
  const ff = spawn('ffmpeg', args, { stdio: ['pipe', 'ignore', 'inherit'] });
  const done = new Promise((resolve, reject) => {
    ff.on('error', reject);
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  for (const frame of frames) {
    if (!ff.stdin.write(frame)) await new Promise((r) => ff.stdin.once('drain', r));
  }
  ff.stdin.end();
  await done;
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const outDir = path.join(root, 'public/media');
  await mkdir(outDir, { recursive: true });
  const total = STORY.fps * STORY.seconds;
  const frames = [];
  for (let i = 0; i < total; i++) {
    const svg = storyFrameSvg(i / total);
    frames.push(await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer());
    if (i % 50 === 0) process.stdout.write(`frame ${i}/${total}\n`);
  }
  const input = [
    '-y', '-hide_banner', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24',
    '-s', `${W}x${H}`, '-r', String(STORY.fps), '-i', '-', '-an', '-map_metadata', '-1',
  ];
  const mp4 = path.join(outDir, 'our-story.mp4');
  const webm = path.join(outDir, 'our-story.webm');
  await encode([
    ...input, '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '25', '-profile:v', 'high', '-tune', 'animation',
    '-pix_fmt', 'yuv420p', '-g', String(STORY.fps * 2), '-movflags', '+faststart', '-fflags', '+bitexact', mp4,
  ], frames);
  await encode([
    ...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '37', '-deadline', 'good', '-cpu-used', '1',
    '-row-mt', '1', '-pix_fmt', 'yuv420p', '-g', String(STORY.fps * 2), '-fflags', '+bitexact', webm,
  ], frames);
  for (const file of [mp4, webm]) {
    const { size } = await stat(file);
    console.log(`${path.relative(root, file)}  ${(size / 1024).toFixed(1)} KB`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
