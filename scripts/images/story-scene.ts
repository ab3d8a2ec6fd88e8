// The "Our Story" scene of the About page, drawn in code (placeholder art, like
// scripts/images/placeholder-art.ts): a network of drifting nodes over ribbons of light. Every frame
// is an SVG built from periodic functions of the loop phase, so the last frame flows into the
// first. scripts/generate-video.ts encodes the frames into the video; scripts/generate-images.ts
// draws the poster from the first frame (storyFrameSvg(0)), so the two always match.
// Colours come from src/content/palette.ts.
import { BRAND, INK, WARM } from '../../src/content/palette';

/** Video geometry; STORY.width × STORY.height is also the poster's largest size. */
export const STORY = { width: 1280, height: 720, fps: 30, seconds: 10 } as const;

const TAU = Math.PI * 2;
const f = (n: number): number => Math.round(n * 100) / 100;

function mulberry32(seed: number): () => number {
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
    x0,
    y0,
    ax: 18 + rand() * 40,
    ay: 12 + rand() * 30,
    k: [1, -1, 1, 2, -1][Math.floor(rand() * 5)]!,
    ph: rand() * TAU,
    r: 1.6 + rand() * 2.2,
    bright: rand() < 0.18,
    warm: rand() < 0.06,
  };
});
const SPARKS = Array.from({ length: 70 }, () => ({
  x: rand() * W,
  y: rand() * H,
  r: 0.6 + rand() * 1.1,
  ph: rand() * TAU,
  k: 1 + Math.floor(rand() * 3),
}));

interface Ribbon {
  lines: number;
  yBase: number;
  amp: number;
  tilt: number;
  spread: number;
  width: number;
  opacity: number;
  /** The gradient the lines are stroked with. */
  id: string;
  speed: number;
}

function ribbon(phase: number, { lines, yBase, amp, tilt, spread, width, opacity, id, speed }: Ribbon): string {
  let out = '';
  for (let i = 0; i < lines; i++) {
    const u = i / (lines - 1);
    let d = '';
    for (let s = 0; s <= 64; s++) {
      const x = -40 + (s / 64) * (W + 80);
      const nx = x / W;
      const y =
        yBase +
        amp * Math.sin(nx * TAU * 0.85 + u * 1.9 + phase * speed) +
        amp * 0.45 * Math.sin(nx * TAU * 1.7 - u * 1.2 - phase * 2) +
        (u - 0.5) * spread * (0.55 + 0.45 * Math.cos(nx * TAU * 0.6 + phase)) -
        tilt * (nx - 0.5);
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
export function storyFrameSvg(phase: number, width: number = W, height: number = H): string {
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
      const a = pos[i]!;
      const b = pos[j]!;
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (d < MAX) {
        const o = (1 - d / MAX) ** 1.5 * 0.55;
        links += `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${BRAND[300]}" stroke-opacity="${f(o)}" stroke-width="1"/>`;
      }
    }
  }
  let nodes = '';
  for (const n of pos) {
    if (n.bright) {
      const pulse = 0.5 + 0.5 * Math.sin(p * 2 + n.ph);
      nodes += `<circle cx="${f(n.x)}" cy="${f(n.y)}" r="${f(16 + 8 * pulse)}" fill="url(#halo)" opacity="${f(0.5 + 0.4 * pulse)}"/>`;
    }
    const fill = n.warm ? WARM[200] : n.bright ? BRAND[100] : BRAND[300];
    nodes += `<circle cx="${f(n.x)}" cy="${f(n.y)}" r="${f(n.r)}" fill="${fill}" fill-opacity="${n.bright || n.warm ? 1 : 0.75}"/>`;
  }
  let sparks = '';
  for (const s of SPARKS) {
    const o = 0.15 + 0.35 * (0.5 + 0.5 * Math.sin(s.k * p + s.ph));
    sparks += `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="${s.r}" fill="${BRAND[200]}" fill-opacity="${f(o)}"/>`;
  }
  // Concentric dashed rings turning slowly: a rotation by a whole dash period loops seamlessly.
  const ring = (r: number, dash: number, gap: number, turns: number, o: number) =>
    `<circle cx="${W / 2}" cy="${H * 1.32}" r="${r}" fill="none" stroke="${BRAND[400]}" stroke-opacity="${o}" stroke-width="1.2" stroke-dasharray="${dash} ${gap}" transform="rotate(${f(turns * phase * 360)} ${W / 2} ${H * 1.32})"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${INK[950]}"/><stop offset=".6" stop-color="#0f1838"/><stop offset="1" stop-color="${BRAND[950]}"/>
  </linearGradient>
  <radialGradient id="glowA"><stop offset="0" stop-color="${BRAND[700]}" stop-opacity=".55"/><stop offset="1" stop-color="${BRAND[700]}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowB"><stop offset="0" stop-color="${BRAND[500]}" stop-opacity=".38"/><stop offset="1" stop-color="${BRAND[500]}" stop-opacity="0"/></radialGradient>
  <radialGradient id="halo"><stop offset="0" stop-color="${BRAND[400]}" stop-opacity=".6"/><stop offset="1" stop-color="${BRAND[400]}" stop-opacity="0"/></radialGradient>
  <linearGradient id="rib1" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${W}" y2="0">
    <stop offset="0" stop-color="${BRAND[700]}" stop-opacity="0"/><stop offset=".3" stop-color="${BRAND[500]}"/>
    <stop offset=".6" stop-color="${BRAND[300]}"/><stop offset="1" stop-color="${BRAND[600]}" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="rib2" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${W}" y2="0">
    <stop offset="0" stop-color="${BRAND[400]}" stop-opacity="0"/><stop offset=".45" stop-color="${BRAND[200]}"/>
    <stop offset=".8" stop-color="${BRAND[500]}"/><stop offset="1" stop-color="${BRAND[500]}" stop-opacity="0"/>
  </linearGradient>
  <radialGradient id="vignette" cx=".5" cy=".45" r=".75">
    <stop offset=".55" stop-color="${INK[950]}" stop-opacity="0"/><stop offset="1" stop-color="${INK[950]}" stop-opacity=".7"/>
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
