// The placeholder art of the site: every picture drawn in code as an SVG string (seeded
// pseudo-random, so every run draws the same), with no stock photos and no text (the site is
// bilingual). It goes away when real photos arrive; the image pipeline (scripts/images/pipeline.ts,
// run by scripts/generate-images.ts) only encodes what it is given.
//   heroSvg           1920×1080 hero backdrop
//   serviceSvg        540×720 service card, one per service slug
//   blogSvg           1200×675 blog cover, one per blog slug
//   personSvg         1:1 head-and-shoulders avatar, one per team member and testimonial
//   partnerSvg        160×64 partner mark
//   ogSvg             1200×630 social share image around the logo
// Colours come from src/content/palette.ts.
import type { PARTNER_IDS } from '../../src/content/ids';
import { BRAND, INK, WARM } from '../../src/content/palette';
import type { BlogCategoryId } from '../../src/content/ids';

type PartnerId = (typeof PARTNER_IDS)[number];

const TAU = Math.PI * 2;
/** Short numbers keep the SVG strings small and deterministic. */
const f = (n: number): number => Math.round(n * 100) / 100;
type Point = readonly [number, number];
const pts = (list: readonly (readonly number[])[]): string => list.map(([x, y]) => `${f(x!)},${f(y!)}`).join(' ');

function hash(str: string): number {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) h = Math.imul(h ^ str.charCodeAt(i), 16777619);
  return h >>> 0;
}
/** Seeded PRNG (mulberry32): the same name always yields the same picture. */
/** A seeded random source: a number in [0, 1), or in a range, or an element of a list. */
interface Random {
  (): number;
  range(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
}

function rng(name: string): Random {
  let a = hash(name);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Object.assign(next, {
    range: (lo: number, hi: number) => lo + next() * (hi - lo),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  });
}

// ---------------------------------------------------------------------------------------------
// Shared SVG definitions and primitives
// ---------------------------------------------------------------------------------------------
const DEFS = `
<linearGradient id="gAcc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND[400]}"/><stop offset="1" stop-color="${BRAND[700]}"/></linearGradient>
<linearGradient id="gAccV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BRAND[300]}"/><stop offset="1" stop-color="${BRAND[600]}"/></linearGradient>
<linearGradient id="gDeep" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND[600]}"/><stop offset="1" stop-color="${BRAND[900]}"/></linearGradient>
<linearGradient id="gLight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${BRAND[200]}"/></linearGradient>
<linearGradient id="gGlass" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".17"/><stop offset="1" stop-color="#ffffff" stop-opacity=".04"/></linearGradient>
<linearGradient id="gGlassStroke" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND[200]}" stop-opacity=".9"/><stop offset="1" stop-color="${BRAND[400]}" stop-opacity=".22"/></linearGradient>
<linearGradient id="gPanel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INK[800]}" stop-opacity=".95"/><stop offset="1" stop-color="${INK[900]}" stop-opacity=".95"/></linearGradient>
<linearGradient id="gWarm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${WARM[200]}"/><stop offset="1" stop-color="${WARM[300]}"/></linearGradient>
<linearGradient id="gFlame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${WARM[200]}"/><stop offset=".45" stop-color="${BRAND[300]}" stop-opacity=".8"/><stop offset="1" stop-color="${BRAND[500]}" stop-opacity="0"/></linearGradient>
<radialGradient id="gHalo"><stop offset="0" stop-color="${BRAND[400]}" stop-opacity=".6"/><stop offset="1" stop-color="${BRAND[400]}" stop-opacity="0"/></radialGradient>
<radialGradient id="gHaloSoft"><stop offset="0" stop-color="${BRAND[500]}" stop-opacity=".45"/><stop offset=".5" stop-color="${BRAND[600]}" stop-opacity=".16"/><stop offset="1" stop-color="${BRAND[700]}" stop-opacity="0"/></radialGradient>
<radialGradient id="gHaloWarm"><stop offset="0" stop-color="${WARM[200]}" stop-opacity=".55"/><stop offset="1" stop-color="${WARM[200]}" stop-opacity="0"/></radialGradient>
<radialGradient id="gSphere" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="${BRAND[700]}"/><stop offset=".7" stop-color="${BRAND[900]}"/><stop offset="1" stop-color="${BRAND[950]}"/></radialGradient>
<filter id="fGlow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<filter id="fShadow" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="16" stdDeviation="16" flood-color="#020617" flood-opacity=".55"/></filter>
<pattern id="pDots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="1.3" fill="${BRAND[200]}" fill-opacity=".35"/></pattern>
<pattern id="pGrid" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M36 0H0V36" fill="none" stroke="${BRAND[200]}" stroke-opacity=".2" stroke-width="1"/></pattern>
<pattern id="pDiag" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0V18" stroke="${BRAND[200]}" stroke-opacity=".14" stroke-width="1.2"/></pattern>
<pattern id="pHex" width="42" height="72.75" patternUnits="userSpaceOnUse"><path d="M21 0L42 12.12V36.37L21 48.5L0 36.37V12.12Z M21 48.5V72.75 M0 72.75" fill="none" stroke="${BRAND[200]}" stroke-opacity=".18" stroke-width="1"/></pattern>
<pattern id="pCross" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M20 15V25M15 20H25" stroke="${BRAND[200]}" stroke-opacity=".28" stroke-width="1.2"/></pattern>
`;

function doc(vw: number, vh: number, outW: number, outH: number, body: string, extraDefs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${vw} ${vh}"><defs>${DEFS}${extraDefs}</defs>${body}</svg>`;
}

const glass = (x: number, y: number, w: number, h: number, r: number, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="url(#gGlass)" stroke="url(#gGlassStroke)" stroke-width="1.5" ${extra}/>`;
const panel = (x: number, y: number, w: number, h: number, r: number, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="url(#gPanel)" stroke="${BRAND[300]}" stroke-opacity=".35" stroke-width="1.5" ${extra}/>`;
const bar = (x: number, y: number, w: number, h: number, fill: string, op = 1) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${fill}" fill-opacity="${op}"/>`;
const dot = (x: number, y: number, r: number, fill: string, op = 1) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}" fill-opacity="${op}"/>`;
const halo = (x: number, y: number, r: number, id = 'gHalo', op = 1) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#${id})" opacity="${op}"/>`;
const sparkle = (x: number, y: number, r: number, fill: string = BRAND[100], op = 0.9) =>
  `<path d="M${f(x)} ${f(y - r)}Q${f(x + r * 0.16)} ${f(y - r * 0.16)} ${f(x + r)} ${f(y)}Q${f(x + r * 0.16)} ${f(y + r * 0.16)} ${f(x)} ${f(y + r)}Q${f(x - r * 0.16)} ${f(y + r * 0.16)} ${f(x - r)} ${f(y)}Q${f(x - r * 0.16)} ${f(y - r * 0.16)} ${f(x)} ${f(y - r)}Z" fill="${fill}" fill-opacity="${op}"/>`;
const windowDots = (x: number, y: number) =>
  dot(x, y, 4.5, BRAND[300], 0.9) + dot(x + 15, y, 4.5, BRAND[500], 0.9) + dot(x + 30, y, 4.5, WARM[200], 0.85);

// Isometric projection (x → right-down, y → left-down, z → up).
const ISO_C = Math.cos(Math.PI / 6);
const iso = (x: number, y: number, z: number): Point => [(x - y) * ISO_C, (x + y) * 0.5 - z];
interface BoxStyle {
  top: string;
  right: string;
  left: string;
  stroke?: string;
  strokeOp?: number;
  sw?: number;
  topOp?: number;
  sideOp?: number;
}
function isoBox(
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  { top, right, left, stroke = BRAND[200], strokeOp = 0.5, sw = 1.2, topOp = 1, sideOp = 1 }: BoxStyle,
): string {
  const T = [iso(x, y, z + h), iso(x + w, y, z + h), iso(x + w, y + d, z + h), iso(x, y + d, z + h)];
  const R = [iso(x + w, y, z), iso(x + w, y + d, z), iso(x + w, y + d, z + h), iso(x + w, y, z + h)];
  const L = [iso(x, y + d, z), iso(x + w, y + d, z), iso(x + w, y + d, z + h), iso(x, y + d, z + h)];
  const s = `stroke="${stroke}" stroke-opacity="${strokeOp}" stroke-width="${sw}" stroke-linejoin="round"`;
  return (
    `<polygon points="${pts(L)}" fill="${left}" fill-opacity="${sideOp}" ${s}/>` +
    `<polygon points="${pts(R)}" fill="${right}" fill-opacity="${sideOp}" ${s}/>` +
    `<polygon points="${pts(T)}" fill="${top}" fill-opacity="${topOp}" ${s}/>`
  );
}
const isoQuad = (corners: readonly (readonly [number, number, number])[], attrs: string) =>
  `<polygon points="${pts(corners.map(([x, y, z]) => iso(x, y, z)))}" ${attrs}/>`;

function gearPath(teeth: number, rO: number, rI: number, rH: number): string {
  const step = TAU / teeth;
  const p: Point[] = [];
  for (let k = 0; k < teeth; k++) {
    const a = k * step;
    for (const [r, da] of [
      [rI, -0.3],
      [rO, -0.15],
      [rO, 0.15],
      [rI, 0.3],
    ] as const) {
      p.push([r * Math.cos(a + da * step), r * Math.sin(a + da * step)]);
    }
  }
  const hole = `M${rH} 0A${rH} ${rH} 0 1 0 ${-rH} 0A${rH} ${rH} 0 1 0 ${rH} 0Z`;
  return `M${pts(p).replace(/ /g, 'L')}Z${hole}`;
}

// ---------------------------------------------------------------------------------------------
// Motifs: each draws a topic illustration centred on (0, 0) inside roughly ±180 units.
// ---------------------------------------------------------------------------------------------
const M = {
  ai(r: Random): string {
    const layers = [3, 5, 5, 3];
    const xs = [-150, -50, 50, 150];
    const nodes = layers.map((n, li) => Array.from({ length: n }, (_, k): Point => [xs[li]!, (k - (n - 1) / 2) * 62]));
    let lines = '';
    let hot = '';
    for (let li = 0; li < layers.length - 1; li++) {
      for (const a of nodes[li]!) {
        for (const b of nodes[li + 1]!) {
          lines += `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="${BRAND[300]}" stroke-opacity=".16" stroke-width="1.2"/>`;
        }
      }
    }
    // Two lit paths through the network.
    for (let p = 0; p < 2; p++) {
      const chain = nodes.map((layer) => layer[Math.floor(r() * layer.length)]!);
      hot += `<polyline points="${pts(chain)}" fill="none" stroke="${p ? WARM[200] : BRAND[300]}" stroke-opacity="${p ? 0.75 : 0.95}" stroke-width="2.4" stroke-linejoin="round"/>`;
      chain.forEach(([x, y]) => {
        hot += halo(x, y, 26, p ? 'gHaloWarm' : 'gHalo');
      });
    }
    let circles = '';
    nodes.flat().forEach(([x, y], i) => {
      const lit = r() < 0.3 || i === 0;
      circles += `<circle cx="${x}" cy="${y}" r="11" fill="${lit ? 'url(#gAcc)' : INK[900]}" stroke="${BRAND[200]}" stroke-opacity="${lit ? 0.9 : 0.55}" stroke-width="2"/>`;
      if (lit) circles += dot(x, y, 3.5, BRAND[50]);
    });
    return (
      `<circle r="178" fill="none" stroke="${BRAND[300]}" stroke-opacity=".2" stroke-dasharray="2 9" stroke-width="2"/>` +
      `<circle r="128" fill="url(#gHaloSoft)"/>` +
      lines +
      hot +
      circles +
      sparkle(140, -150, 14, BRAND[100]) +
      sparkle(-160, 150, 9, BRAND[200], 0.7)
    );
  },

  marketing(r) {
    let s = '';
    const cx = 45;
    const cy = -25;
    [150, 112, 74].forEach((rad, i) => {
      s += `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${i === 2 ? 'url(#gGlass)' : 'none'}" stroke="${BRAND[300]}" stroke-opacity="${0.25 + i * 0.2}" stroke-width="${1.5 + i * 0.5}"${i === 0 ? ' stroke-dasharray="3 8"' : ''}/>`;
    });
    s +=
      halo(cx, cy, 70) +
      `<circle cx="${cx}" cy="${cy}" r="34" fill="url(#gAcc)" stroke="${BRAND[100]}" stroke-opacity=".8" stroke-width="2"/>` +
      dot(cx, cy, 11, BRAND[50]);
    // Orbiting audience nodes.
    for (let k = 0; k < 7; k++) {
      const a = r() * TAU;
      const rad = [150, 112][k % 2]!;
      s += dot(cx + rad * Math.cos(a), cy + rad * Math.sin(a), k === 3 ? 6 : 4.5, k === 3 ? WARM[200] : BRAND[200], 0.95);
    }
    // Growth bars and the trend arrow hitting the target.
    const bx = -175;
    [40, 70, 95, 130].forEach((h, i) => {
      s += `<rect x="${bx + i * 34}" y="${170 - h}" width="24" height="${h}" rx="6" fill="${i === 3 ? 'url(#gAccV)' : 'url(#gGlass)'}" stroke="url(#gGlassStroke)" stroke-width="1.2"/>`;
    });
    const trend: Point[] = [
      [-180, 110],
      [-120, 70],
      [-70, 88],
      [cx - 8, cy + 8],
    ];
    s += `<polyline points="${pts(trend)}" fill="none" stroke="${BRAND[100]}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += `<polygon points="${pts([
      [cx - 2, cy + 2],
      [cx - 26, cy + 8],
      [cx - 10, cy + 26],
    ])}" fill="${BRAND[100]}"/>`;
    s += trend
      .slice(0, 3)
      .map(
        ([x, y]) =>
          dot(x, y, 5.5, INK[900]) +
          `<circle cx="${x}" cy="${y}" r="5.5" fill="none" stroke="${BRAND[100]}" stroke-width="2.5"/>`,
      )
      .join('');
    return s + sparkle(160, 120, 12);
  },

  ecommerce() {
    const box = (x: number, y: number, z: number, w: number, d: number, h: number, shade: 'a' | 'b' | 'c') => {
      const tones =
        shade === 'a'
          ? { top: BRAND[300], right: BRAND[600], left: BRAND[700] }
          : shade === 'b'
            ? { top: BRAND[200], right: BRAND[500], left: BRAND[600] }
            : { top: BRAND[400], right: BRAND[700], left: BRAND[800] };
      const tape =
        isoQuad(
          [
            [x, y + d * 0.42, z + h],
            [x + w, y + d * 0.42, z + h],
            [x + w, y + d * 0.58, z + h],
            [x, y + d * 0.58, z + h],
          ],
          `fill="${BRAND[50]}" fill-opacity=".75"`,
        ) +
        isoQuad(
          [
            [x + w, y + d * 0.42, z + h],
            [x + w, y + d * 0.58, z + h],
            [x + w, y + d * 0.58, z + h * 0.55],
            [x + w, y + d * 0.42, z + h * 0.55],
          ],
          `fill="${BRAND[50]}" fill-opacity=".55"`,
        );
      return isoBox(x, y, z, w, d, h, { ...tones, stroke: BRAND[100], strokeOp: 0.45 }) + tape;
    };
    let s = `<g transform="translate(-18 70)">`;
    s += isoQuad(
      [
        [-125, -125, 0],
        [125, -125, 0],
        [125, 125, 0],
        [-125, 125, 0],
      ],
      `fill="${BRAND[400]}" fill-opacity=".08" stroke="${BRAND[300]}" stroke-opacity=".3" stroke-dasharray="4 8"`,
    );
    s += box(-120, -40, 0, 110, 110, 95, 'c');
    s += box(10, -120, 0, 120, 100, 80, 'a');
    s += box(-100, -20, 95, 80, 80, 70, 'b');
    s += box(30, 20, 0, 80, 90, 60, 'b');
    s += '</g>';
    // Price tag
    s += `<g transform="translate(118 -128) rotate(18)"><path d="M-30 -42H22L46 0L22 42H-30Q-40 42 -40 32V-32Q-40 -42 -30 -42Z" fill="url(#gWarm)"/><circle cx="20" cy="0" r="7" fill="${INK[900]}"/>${bar(-28, -14, 34, 7, INK[900], 0.35)}${bar(-28, 4, 22, 7, INK[900], 0.25)}</g>`;
    return `<circle cy="10" r="150" fill="url(#gHaloSoft)"/>` + s + sparkle(-150, -130, 12) + dot(-172, 150, 4, BRAND[200]);
  },

  uiux() {
    let s = `<g transform="rotate(-8 -60 0)">${glass(-175, -150, 190, 250, 20)}${bar(-150, -120, 80, 12, BRAND[200], 0.6)}${bar(-150, -96, 130, 9, BRAND[200], 0.25)}${bar(-150, -80, 110, 9, BRAND[200], 0.25)}<rect x="-150" y="-55" width="140" height="80" rx="12" fill="${BRAND[500]}" fill-opacity=".35"/></g>`;
    s += `<g filter="url(#fShadow)"><rect x="-70" y="-115" width="215" height="250" rx="22" fill="url(#gPanel)" stroke="${BRAND[200]}" stroke-opacity=".5" stroke-width="1.5"/></g>`;
    s += dot(-34, -78, 17, 'url(#gAcc)') + bar(-6, -88, 90, 10, BRAND[100], 0.8) + bar(-6, -70, 60, 8, BRAND[200], 0.35);
    s += `<rect x="-48" y="-40" width="171" height="86" rx="14" fill="url(#gAcc)"/>`;
    s += `<path d="M-48 28L-2 -6L34 20L70 -10L123 26V32Q123 46 109 46H-34Q-48 46 -48 32Z" fill="${BRAND[950]}" fill-opacity=".45"/>`;
    s += bar(-48, 62, 120, 9, BRAND[200], 0.35) + bar(-48, 80, 80, 9, BRAND[200], 0.25);
    s += `<rect x="55" y="96" width="68" height="24" rx="12" fill="${BRAND[300]}"/>`;
    // Pen tool: bezier curve with handles.
    s += `<path d="M-170 150C-120 60 0 196 60 150" fill="none" stroke="${WARM[200]}" stroke-width="3.5" stroke-linecap="round"/>`;
    s += `<line x1="-170" y1="150" x2="-120" y2="60" stroke="${BRAND[100]}" stroke-opacity=".6" stroke-width="1.5"/><line x1="60" y1="150" x2="0" y2="196" stroke="${BRAND[100]}" stroke-opacity=".6" stroke-width="1.5"/>`;
    s += dot(-120, 60, 6, BRAND[100]) + dot(0, 196, 6, BRAND[100]);
    s += `<rect x="-178" y="142" width="16" height="16" rx="3" fill="${INK[900]}" stroke="${BRAND[50]}" stroke-width="2.5"/><rect x="52" y="142" width="16" height="16" rx="3" fill="${INK[900]}" stroke="${BRAND[50]}" stroke-width="2.5"/>`;
    // Cursor and swatches.
    s += `<path d="M112 52L112 112L128 98L140 124L152 118L140 93L160 92Z" fill="#ffffff" stroke="${INK[900]}" stroke-width="3" stroke-linejoin="round"/>`;
    s += dot(150, -150, 20, BRAND[300]) + dot(172, -132, 20, BRAND[600]) + dot(140, -122, 20, WARM[200]);
    return `<circle r="170" fill="url(#gHaloSoft)"/>` + s;
  },

  devops() {
    const a = 175;
    const lem: Point[] = [];
    for (let k = 0; k <= 160; k++) {
      const t = (k / 160) * TAU;
      const d = 1 + Math.sin(t) ** 2;
      lem.push([(a * Math.cos(t)) / d, ((a * Math.sin(t) * Math.cos(t)) / d) * 1.25]);
    }
    const path = `M${pts(lem).replace(/ /g, 'L')}Z`;
    let s = `<linearGradient id="gLoop" gradientUnits="userSpaceOnUse" x1="-175" y1="0" x2="175" y2="0"><stop offset="0" stop-color="${BRAND[300]}"/><stop offset=".5" stop-color="${BRAND[600]}"/><stop offset="1" stop-color="${BRAND[200]}"/></linearGradient>`;
    s += `<path d="${path}" fill="none" stroke="${BRAND[500]}" stroke-opacity=".25" stroke-width="44" stroke-linejoin="round"/>`;
    s += `<path d="${path}" fill="none" stroke="url(#gLoop)" stroke-width="20" stroke-linejoin="round"/>`;
    s += `<path d="${path}" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="2" stroke-dasharray="10 14"/>`;
    // Pipeline stages riding the loop.
    [8, 40, 75, 88, 120, 152].forEach((k, i) => {
      const [x, y] = lem[k]!;
      s +=
        halo(x, y, 26, i === 2 ? 'gHaloWarm' : 'gHalo') +
        `<circle cx="${f(x)}" cy="${f(y)}" r="11" fill="${i === 2 ? WARM[200] : INK[900]}" stroke="${BRAND[50]}" stroke-width="3"/>`;
    });
    // Stage blocks below.
    let stages = '';
    for (let i = 0; i < 5; i++) {
      const x = -150 + i * 66;
      stages += `<rect x="${x}" y="120" width="42" height="42" rx="11" fill="${i < 3 ? 'url(#gAcc)' : 'url(#gGlass)'}" stroke="url(#gGlassStroke)" stroke-width="1.3"/>`;
      if (i < 3)
        stages += `<path d="M${x + 12} 141l7 7l12 -13" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
      if (i < 4)
        stages += `<line x1="${x + 46}" y1="141" x2="${x + 62}" y2="141" stroke="${BRAND[300]}" stroke-opacity=".6" stroke-width="2"/>`;
    }
    return (
      `<ellipse rx="190" ry="120" fill="url(#gHaloSoft)"/>` + s + stages + sparkle(150, -130, 12) + dot(-160, -110, 4, BRAND[200])
    );
  },

  data(r) {
    let s = `<g filter="url(#fShadow)">${panel(-175, -125, 300, 265, 22)}</g>`;
    for (let k = 0; k < 4; k++)
      s += `<line x1="-150" y1="${-70 + k * 45}" x2="100" y2="${-70 + k * 45}" stroke="${BRAND[200]}" stroke-opacity=".12" stroke-width="1"/>`;
    const hs = [60, 95, 75, 130, 110, 160];
    hs.forEach((h, i) => {
      s += `<rect x="${-145 + i * 41}" y="${115 - h}" width="26" height="${h}" rx="7" fill="${i === 5 ? 'url(#gAccV)' : BRAND[500]}" fill-opacity="${i === 5 ? 1 : 0.35 + i * 0.06}"/>`;
    });
    const line = hs.map((h, i): Point => [-132 + i * 41, 100 - h - 18 - r() * 16]);
    s += `<polyline points="${pts(line)}" fill="none" stroke="${BRAND[100]}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`;
    line.forEach(([x, y], i) => {
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="5.5" fill="${i === 5 ? WARM[200] : INK[900]}" stroke="${BRAND[50]}" stroke-width="2.5"/>`;
    });
    s += bar(-150, -105, 70, 10, BRAND[200], 0.55) + bar(-70, -105, 40, 10, BRAND[200], 0.2);
    // Donut chart card.
    const donut = (cx: number, cy: number, rad: number, from: number, to: number, color: string, w: number) => {
      const a0 = from * TAU - Math.PI / 2;
      const a1 = to * TAU - Math.PI / 2;
      return `<path d="M${f(cx + rad * Math.cos(a0))} ${f(cy + rad * Math.sin(a0))}A${rad} ${rad} 0 ${to - from > 0.5 ? 1 : 0} 1 ${f(cx + rad * Math.cos(a1))} ${f(cy + rad * Math.sin(a1))}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;
    };
    s += `<g filter="url(#fShadow)">${glass(80, -190, 110, 110, 20)}</g>`;
    s += `<circle cx="135" cy="-135" r="32" fill="none" stroke="${BRAND[200]}" stroke-opacity=".15" stroke-width="12"/>`;
    s += donut(135, -135, 32, 0, 0.62, BRAND[400], 12) + donut(135, -135, 32, 0.7, 0.86, WARM[200], 12);
    for (const [x, y, rad] of [
      [160, 40, 4],
      [150, 150, 3],
      [-170, -160, 3.5],
    ] as const)
      s += dot(x, y, rad, BRAND[200], 0.6);
    return `<circle r="175" fill="url(#gHaloSoft)"/>` + s;
  },

  automation() {
    let s = '';
    s += `<g transform="translate(-45 35) rotate(8)"><path d="${gearPath(12, 118, 96, 36)}" fill="url(#gAcc)" fill-rule="evenodd" stroke="${BRAND[200]}" stroke-opacity=".7" stroke-width="2"/><circle r="62" fill="none" stroke="${BRAND[100]}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="4 7"/></g>`;
    s += `<g transform="translate(100 -92) rotate(20)"><path d="${gearPath(9, 74, 58, 22)}" fill="url(#gGlass)" fill-rule="evenodd" stroke="${BRAND[200]}" stroke-width="2"/></g>`;
    s += `<g transform="translate(120 95) rotate(5)"><path d="${gearPath(8, 52, 40, 16)}" fill="${BRAND[800]}" fill-rule="evenodd" stroke="${BRAND[300]}" stroke-width="2"/></g>`;
    // Circular flow arrows around the small gear.
    s += `<path d="M22 -170A100 100 0 0 1 190 -120" fill="none" stroke="${WARM[200]}" stroke-width="3" stroke-linecap="round"/><polygon points="${pts(
      [
        [198, -108],
        [180, -122],
        [198, -132],
      ],
    )}" fill="${WARM[200]}"/>`;
    s += `<path d="M-175 -40A140 140 0 0 1 -120 -130" fill="none" stroke="${BRAND[200]}" stroke-opacity=".7" stroke-width="3" stroke-linecap="round"/><polygon points="${pts(
      [
        [-112, -140],
        [-128, -138],
        [-118, -122],
      ],
    )}" fill="${BRAND[200]}" fill-opacity=".7"/>`;
    return `<circle cx="-20" cy="10" r="175" fill="url(#gHaloSoft)"/>` + s + sparkle(-150, 140, 12) + dot(170, 10, 4, BRAND[200]);
  },

  editor(r: Random): string {
    let s = `<g filter="url(#fShadow)">${panel(-180, -140, 320, 265, 18)}</g>`;
    s +=
      `<path d="M-180 -122Q-180 -140 -162 -140H122Q140 -140 140 -122V-104H-180Z" fill="${BRAND[950]}" fill-opacity=".8"/>` +
      windowDots(-158, -122);
    s += bar(-90, -127, 70, 10, BRAND[300], 0.25);
    const palette = [BRAND[300], BRAND[500], BRAND[200], WARM[200], BRAND[400]];
    const indents = [0, 1, 2, 2, 1, 2, 3, 3, 0];
    indents.forEach((ind, row) => {
      const y = -84 + row * 22;
      s += bar(-165, y, 12, 8, BRAND[200], 0.18);
      let x = -140 + ind * 22;
      const segs = 1 + Math.floor(r() * 3);
      for (let k = 0; k < segs && x < 100; k++) {
        const w = 20 + r() * 60;
        const c = palette[Math.floor(r() * (row === 3 ? 5 : 4))]!;
        s += bar(x, y, Math.min(w, 120 - x), 9, c, c === WARM[200] ? 0.85 : 0.7);
        x += w + 8;
      }
    });
    // Terminal window.
    s += `<g filter="url(#fShadow)"><rect x="40" y="55" width="150" height="110" rx="16" fill="${BRAND[950]}" stroke="${BRAND[300]}" stroke-opacity=".55" stroke-width="1.5"/></g>`;
    s += `<polyline points="60,90 75,102 60,114" fill="none" stroke="${BRAND[300]}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    s +=
      bar(86, 97, 60, 9, BRAND[200], 0.6) +
      bar(60, 130, 90, 8, BRAND[200], 0.25) +
      `<rect x="150" y="95" width="12" height="14" rx="2" fill="${WARM[200]}"/>`;
    return s;
  },

  python(r: Random): string {
    // Two interlocking rounded blocks behind a code editor.
    // A notebook cell with a plot, tilted behind the code editor.
    let s = `<g transform="translate(40 -120) rotate(9)">${glass(-40, -70, 190, 150, 18)}`;
    s += `<path d="M-18 50C10 40 20 -30 50 -20S90 30 130 -40" fill="none" stroke="${WARM[200]}" stroke-width="3" stroke-linecap="round"/>`;
    s += `<path d="M-18 50C10 40 20 -30 50 -20S90 30 130 -40V58H-18Z" fill="${BRAND[400]}" fill-opacity=".18"/>`;
    s += bar(-18, -52, 60, 8, BRAND[200], 0.5) + '</g>';
    return `<circle r="175" fill="url(#gHaloSoft)"/>` + s + `<g transform="translate(-5 30) scale(.92)">${M.editor(r)}</g>`;
  },

  startup() {
    let s = '';
    // Trail and planet.
    s += `<path d="M-190 190Q-90 150 -20 40" fill="none" stroke="${BRAND[200]}" stroke-opacity=".45" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`;
    s += `<circle cx="-118" cy="-112" r="42" fill="url(#gSphere)" stroke="${BRAND[300]}" stroke-opacity=".6" stroke-width="1.5"/><ellipse cx="-118" cy="-112" rx="72" ry="17" fill="none" stroke="${BRAND[200]}" stroke-opacity=".6" stroke-width="2.5" transform="rotate(-18 -118 -112)"/>`;
    const rocket =
      `<path d="M-22 78Q0 200 22 78Z" fill="url(#gFlame)"/>` +
      `<path d="M-40 8L-80 74L-78 86L-38 66Z" fill="${BRAND[500]}"/><path d="M40 8L80 74L78 86L38 66Z" fill="${BRAND[600]}"/>` +
      `<path d="M0 -132C48 -92 52 -10 42 70H-42C-52 -10 -48 -92 0 -132Z" fill="url(#gLight)" stroke="${BRAND[100]}" stroke-width="1.5"/>` +
      `<path d="M0 -132C48 -92 52 -10 42 70H18C26 -10 24 -90 0 -132Z" fill="${BRAND[300]}" fill-opacity=".45"/>` +
      `<path d="M0 -132C20 -116 32 -98 38 -78H-38C-32 -98 -20 -116 0 -132Z" fill="${BRAND[600]}"/>` +
      `<circle cy="-28" r="20" fill="${BRAND[800]}" stroke="${BRAND[300]}" stroke-width="5"/><circle cx="-6" cy="-34" r="6" fill="#ffffff" fill-opacity=".6"/>` +
      `<rect x="-30" y="68" width="60" height="12" rx="4" fill="${BRAND[800]}"/><path d="M-8 70V40M8 70V40" stroke="${BRAND[600]}" stroke-opacity=".5" stroke-width="3"/>`;
    s += halo(-38, 70, 80, 'gHaloWarm', 0.6);
    s += `<g transform="translate(-10 -10) rotate(38) scale(.95)">${rocket}</g>`;
    s +=
      sparkle(140, -140, 16) +
      sparkle(160, 60, 10, WARM[200]) +
      sparkle(-30, -170, 8, BRAND[200]) +
      dot(60, -175, 3.5, BRAND[100]) +
      dot(-170, -20, 3, BRAND[200]) +
      dot(175, 150, 3, BRAND[200]);
    return `<circle r="170" fill="url(#gHaloSoft)"/>` + s;
  },

  gradcap(): string {
    let s = '';
    s += `<path d="M-88 -10V58Q0 108 88 58V-10Z" fill="${BRAND[800]}" stroke="${BRAND[400]}" stroke-opacity=".5" stroke-width="1.5"/>`;
    s += `<path d="M-88 40Q0 90 88 40V58Q0 108 -88 58Z" fill="${BRAND[900]}"/>`;
    s += `<polygon points="0,-100 170,-35 0,30 -170,-35" fill="url(#gAcc)" stroke="${BRAND[200]}" stroke-opacity=".8" stroke-width="2" stroke-linejoin="round"/>`;
    s += `<polygon points="-170,-35 0,30 170,-35 170,-25 0,42 -170,-25" fill="${BRAND[900]}"/>`;
    s += `<polygon points="0,-78 112,-35 0,8 -112,-35" fill="#ffffff" fill-opacity=".1"/>`;
    s += `<ellipse cx="0" cy="-35" rx="14" ry="7" fill="${WARM[200]}"/>`;
    s += `<path d="M0 -35L128 -8V60" fill="none" stroke="${WARM[200]}" stroke-width="3.5" stroke-linejoin="round"/><path d="M120 58H136L140 92Q128 100 116 92Z" fill="url(#gWarm)"/>`;
    return s;
  },

  books(): string {
    let s = '';
    const tones = [
      { top: BRAND[300], right: BRAND[600], left: BRAND[700] },
      { top: BRAND[200], right: BRAND[50], left: BRAND[500] },
      { top: BRAND[400], right: BRAND[700], left: BRAND[800] },
    ];
    (
      [
        [0, 0, 30],
        [10, -6, 26],
        [-4, 6, 28],
      ] as const
    ).forEach(([dx, dy, h], i) => {
      const z = [0, 30, 56][i]!;
      s += isoBox(-100 + dx, -70 + dy, z, 190, 130, h, { ...tones[i]!, stroke: BRAND[100], strokeOp: 0.4 });
      // Page edges on the right face.
      s += isoQuad(
        [
          [90 + dx, -64 + dy, z + 6],
          [90 + dx, 54 + dy, z + 6],
          [90 + dx, 54 + dy, z + h - 6],
          [90 + dx, -64 + dy, z + h - 6],
        ],
        `fill="${BRAND[50]}" fill-opacity="${i === 1 ? 0.9 : 0.75}"`,
      );
    });
    return s;
  },

  graduation(): string {
    return (
      `<circle r="175" fill="url(#gHaloSoft)"/>` +
      `<g transform="translate(0 95) scale(.85)">${M.books()}</g>` +
      `<g transform="translate(0 -40) scale(.9)">${M.gradcap()}</g>` +
      sparkle(-150, -130, 14) +
      sparkle(150, -150, 9, WARM[200]) +
      dot(170, 40, 4, BRAND[200]) +
      dot(-170, 50, 3, BRAND[200])
    );
  },

  commercePro() {
    let s = `<g transform="rotate(7 60 -80)" filter="url(#fShadow)">${panel(-60, -180, 235, 175, 20)}</g>`;
    s +=
      `<g transform="rotate(7 60 -80)">${bar(-38, -158, 70, 10, BRAND[200], 0.55)}` +
      `<path d="M-38 -40L0 -70L40 -60L80 -100L120 -90L152 -130V-28H-38Z" fill="${BRAND[500]}" fill-opacity=".35"/>` +
      `<polyline points="-38,-40 0,-70 40,-60 80,-100 120,-90 152,-130" fill="none" stroke="${BRAND[200]}" stroke-width="3" stroke-linejoin="round"/>${dot(152, -130, 6, WARM[200])}</g>`;
    // Credit card.
    s += `<g transform="translate(-30 45) rotate(-12)" filter="url(#fShadow)"><rect x="-135" y="-85" width="270" height="170" rx="20" fill="url(#gDeep)" stroke="${BRAND[300]}" stroke-opacity=".6" stroke-width="1.5"/></g>`;
    s +=
      `<g transform="translate(-30 45) rotate(-12)"><path d="M-135 10Q0 -60 135 -20V65Q135 85 115 85H-115Q-135 85 -135 65Z" fill="#ffffff" fill-opacity=".07"/>` +
      `<rect x="-105" y="-52" width="42" height="32" rx="7" fill="url(#gWarm)"/><path d="M-105 -36H-63M-84 -52V-20" stroke="${INK[900]}" stroke-opacity=".3" stroke-width="1.5"/>` +
      [0, 1, 2, 3].map((k) => bar(-105 + k * 52, 18, 40, 9, BRAND[100], 0.55)).join('') +
      bar(-105, 50, 90, 8, BRAND[100], 0.3) +
      dot(82, 52, 16, BRAND[100], 0.45) +
      dot(104, 52, 16, BRAND[300], 0.55) +
      '</g>';
    // Coin stack.
    let coins = '';
    for (let k = 0; k < 5; k++) {
      const y = 150 - k * 12;
      coins += `<path d="M100 ${y}v10a42 14 0 0 0 84 0v-10" fill="${WARM[300]}" stroke="${INK[900]}" stroke-opacity=".15"/><ellipse cx="142" cy="${y}" rx="42" ry="14" fill="url(#gWarm)" stroke="#ffffff" stroke-opacity=".4"/>`;
    }
    return `<circle r="175" fill="url(#gHaloSoft)"/>` + s + coins + sparkle(-150, -140, 12) + dot(-170, 150, 4, BRAND[200]);
  },

  blockchain() {
    let s = '';
    const cube = (x: number, y: number, hot: boolean) =>
      `<g transform="translate(${x} ${y})">${halo(0, -20, 70, hot ? 'gHaloWarm' : 'gHalo', 0.7)}${isoBox(-32, -32, 0, 64, 64, 64, { top: hot ? WARM[200] : BRAND[300], right: BRAND[600], left: BRAND[800], stroke: BRAND[50], strokeOp: 0.7, sw: 1.5, topOp: hot ? 0.95 : 0.85 })}` +
      isoQuad(
        [
          [-14, -14, 64],
          [14, -14, 64],
          [14, 14, 64],
          [-14, 14, 64],
        ],
        `fill="none" stroke="${hot ? INK[900] : BRAND[50]}" stroke-opacity=".45" stroke-width="1.5"`,
      ) +
      '</g>';
    const spots = [
      [-120, -70, false],
      [0, -140, false],
      [120, -60, true],
      [10, 40, false],
      [-110, 110, false],
      [120, 120, false],
    ] as const;
    const links = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 0],
      [3, 4],
      [3, 5],
    ] as const;
    for (const [a, b] of links) {
      const [x1, y1] = spots[a];
      const [x2, y2] = spots[b];
      s += `<line x1="${x1}" y1="${y1 - 25}" x2="${x2}" y2="${y2 - 25}" stroke="${BRAND[200]}" stroke-opacity=".55" stroke-width="3" stroke-dasharray="12 7" stroke-linecap="round"/>`;
    }
    for (const [x, y, hot] of spots) s += cube(x, y, hot);
    return `<circle r="170" fill="url(#gHaloSoft)"/>` + s + sparkle(170, -150, 10) + dot(-170, -150, 4, BRAND[200]);
  },

  qa() {
    let s = `<g filter="url(#fShadow)">${panel(-170, -165, 230, 300, 22)}</g>`;
    s += bar(-145, -140, 90, 11, BRAND[200], 0.55);
    for (let k = 0; k < 4; k++) {
      const y = -105 + k * 55;
      const ok = k !== 2;
      s += `<rect x="-145" y="${y}" width="32" height="32" rx="9" fill="${ok ? 'url(#gAcc)' : 'none'}" stroke="${ok ? BRAND[300] : BRAND[200]}" stroke-opacity="${ok ? 0.9 : 0.45}" stroke-width="2"/>`;
      if (ok)
        s += `<path d="M${-137} ${y + 16}l6 6l11 -12" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
      s += bar(-100, y + 6, 110 - k * 12, 9, BRAND[200], 0.5) + bar(-100, y + 20, 70, 7, BRAND[200], 0.2);
    }
    // Magnifier with a check.
    s +=
      `<g transform="translate(85 45)">${halo(0, 0, 110)}<line x1="52" y1="52" x2="105" y2="105" stroke="${BRAND[100]}" stroke-width="22" stroke-linecap="round"/><line x1="52" y1="52" x2="105" y2="105" stroke="${BRAND[500]}" stroke-width="10" stroke-linecap="round"/>` +
      `<circle r="72" fill="${BRAND[700]}" fill-opacity=".35" stroke="${BRAND[50]}" stroke-width="12"/><path d="M-28 2L-8 22L30 -20" fill="none" stroke="${WARM[200]}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    return `<circle r="175" fill="url(#gHaloSoft)"/>` + s + sparkle(150, -140, 12) + dot(170, -60, 4, BRAND[200]);
  },

  web() {
    let s = `<g filter="url(#fShadow)">${panel(-180, -140, 320, 245, 18)}</g>`;
    s +=
      `<path d="M-180 -122Q-180 -140 -162 -140H122Q140 -140 140 -122V-104H-180Z" fill="${BRAND[950]}" fill-opacity=".8"/>` +
      windowDots(-158, -122);
    s += `<rect x="-92" y="-131" width="200" height="18" rx="9" fill="${BRAND[200]}" fill-opacity=".14"/>`;
    s += `<rect x="-160" y="-88" width="280" height="92" rx="12" fill="url(#gAcc)"/>`;
    s +=
      bar(-140, -66, 120, 12, '#ffffff', 0.85) +
      bar(-140, -45, 90, 8, '#ffffff', 0.45) +
      `<rect x="-140" y="-24" width="56" height="16" rx="8" fill="${WARM[200]}"/>`;
    s += `<circle cx="62" cy="-42" r="30" fill="#ffffff" fill-opacity=".16"/><circle cx="82" cy="-28" r="18" fill="#ffffff" fill-opacity=".12"/>`;
    for (let k = 0; k < 3; k++) {
      s +=
        glass(-160 + k * 96, 16, 88, 72, 10) +
        dot(-144 + k * 96, 34, 8, [BRAND[300], BRAND[500], BRAND[200]][k]!, 0.8) +
        bar(-148 + k * 96, 52, 60, 7, BRAND[200], 0.45) +
        bar(-148 + k * 96, 66, 40, 7, BRAND[200], 0.25);
    }
    // Globe.
    s +=
      `<g transform="translate(110 100)">${halo(0, 0, 110)}<circle r="66" fill="url(#gSphere)" stroke="${BRAND[200]}" stroke-width="2.5"/>` +
      `<ellipse rx="28" ry="66" fill="none" stroke="${BRAND[200]}" stroke-opacity=".6" stroke-width="1.8"/><ellipse rx="52" ry="66" fill="none" stroke="${BRAND[200]}" stroke-opacity=".35" stroke-width="1.5"/>` +
      `<path d="M-66 0H66M-57 -33H57M-57 33H57" stroke="${BRAND[200]}" stroke-opacity=".45" stroke-width="1.5"/><line x1="0" y1="-66" x2="0" y2="66" stroke="${BRAND[200]}" stroke-opacity=".6" stroke-width="1.8"/>${dot(30, -22, 5, WARM[200])}</g>`;
    return `<circle r="175" fill="url(#gHaloSoft)"/>` + s;
  },

  mobile() {
    let s = `<g transform="rotate(12 80 0)">${glass(15, -150, 150, 290, 28)}${bar(50, -115, 80, 10, BRAND[200], 0.35)}<rect x="40" y="-90" width="100" height="120" rx="14" fill="${BRAND[500]}" fill-opacity=".3"/></g>`;
    s += `<g filter="url(#fShadow)"><rect x="-120" y="-170" width="170" height="340" rx="32" fill="${INK[900]}" stroke="${BRAND[200]}" stroke-width="3"/></g>`;
    s += `<rect x="-108" y="-158" width="146" height="316" rx="24" fill="${BRAND[950]}"/><rect x="-58" y="-150" width="46" height="12" rx="6" fill="${INK[900]}"/>`;
    s +=
      `<rect x="-96" y="-124" width="122" height="70" rx="14" fill="url(#gAcc)"/>` +
      bar(-84, -108, 60, 9, '#ffffff', 0.8) +
      bar(-84, -90, 40, 7, '#ffffff', 0.45);
    const fills = [
      BRAND[500],
      BRAND[300],
      'url(#gGlass)',
      BRAND[700],
      WARM[200],
      BRAND[400],
      'url(#gGlass)',
      BRAND[600],
      BRAND[300],
    ];
    for (let k = 0; k < 9; k++) {
      const col = k % 3;
      const row = Math.floor(k / 3);
      s += `<rect x="${-96 + col * 43}" y="${-40 + row * 43}" width="34" height="34" rx="10" fill="${fills[k]}" fill-opacity="${fills[k]!.startsWith('url') ? 1 : 0.75}"/>`;
    }
    s +=
      `<rect x="-96" y="92" width="122" height="42" rx="12" fill="#ffffff" fill-opacity=".08"/>` +
      dot(-76, 113, 9, BRAND[300]) +
      bar(-60, 106, 60, 7, BRAND[200], 0.5) +
      bar(-60, 118, 40, 6, BRAND[200], 0.25);
    // Notification bubble.
    s +=
      `<g filter="url(#fShadow)"><rect x="20" y="60" width="160" height="58" rx="18" fill="url(#gLight)"/></g>` +
      dot(48, 89, 14, BRAND[600]) +
      bar(70, 78, 90, 9, BRAND[800], 0.6) +
      bar(70, 94, 60, 7, BRAND[800], 0.3);
    return `<circle r="175" fill="url(#gHaloSoft)"/>` + s + sparkle(150, -130, 12) + dot(-165, 60, 4, BRAND[200]);
  },

  cloud() {
    const cloud = 'M-150 20A50 50 0 0 1 -112 -62A78 78 0 0 1 26 -100A58 58 0 0 1 124 -42A46 46 0 0 1 150 20Z';
    let s = '';
    // Connections down to servers.
    [-110, 0, 110].forEach((x, i) => {
      s += `<path d="M${x * 0.6} 20V70Q${x * 0.6} 84 ${x * 0.6 + (x - x * 0.6) / 2} 84H${x * 0.8 + x * 0.2 - (x - x * 0.6) / 2}Q${x} 84 ${x} 98V110" fill="none" stroke="${BRAND[300]}" stroke-opacity=".6" stroke-width="2.5" stroke-dasharray="${i === 1 ? 'none' : '6 6'}"/>`;
      for (let k = 0; k < 2; k++) {
        const y = 112 + k * 34;
        s +=
          `<rect x="${x - 46}" y="${y}" width="92" height="28" rx="8" fill="${k ? BRAND[900] : 'url(#gDeep)'}" stroke="${BRAND[300]}" stroke-opacity=".55" stroke-width="1.3"/>` +
          dot(x - 32, y + 14, 4, k === 0 && i === 1 ? WARM[200] : BRAND[200]) +
          dot(x - 20, y + 14, 4, BRAND[400], 0.7) +
          bar(x + 2, y + 10, 32, 8, BRAND[200], 0.3);
      }
    });
    s += halo(0, -40, 170, 'gHalo', 0.8);
    s += `<path d="${cloud}" fill="url(#gLight)" fill-opacity=".95" stroke="#ffffff" stroke-width="2"/>`;
    s += `<path d="M-150 20A50 50 0 0 1 -112 -62A78 78 0 0 1 -10 -104A90 90 0 0 0 -70 -10Q-60 10 -40 20Z" fill="${BRAND[100]}" fill-opacity=".6"/>`;
    // Up/down arrows inside the cloud.
    s += `<path d="M-22 0V-56M-40 -38L-22 -56L-4 -38" fill="none" stroke="${BRAND[600]}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += `<path d="M26 -56V0M8 -18L26 0L44 -18" fill="none" stroke="${BRAND[800]}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
    return (
      `<circle r="175" fill="url(#gHaloSoft)"/><g transform="translate(0 -10)">${s}</g>` +
      sparkle(150, -150, 12) +
      dot(-165, -130, 4, BRAND[200])
    );
  },

  security() {
    const shield = 'M0 -150L122 -104V-12C122 68 64 122 0 150C-64 122 -122 68 -122 -12V-104Z';
    let s = '';
    for (let k = 0; k < 2; k++) {
      const rad = 178 - k * 20;
      const hex = Array.from({ length: 6 }, (_, i) => [
        rad * Math.cos((i * TAU) / 6 + Math.PI / 6),
        rad * Math.sin((i * TAU) / 6 + Math.PI / 6),
      ]);
      s += `<polygon points="${pts(hex)}" fill="none" stroke="${BRAND[300]}" stroke-opacity="${0.18 + k * 0.12}" stroke-width="1.5"${k ? '' : ' stroke-dasharray="3 9"'}/>`;
    }
    s += halo(0, 0, 170);
    s += `<g filter="url(#fShadow)"><path d="${shield}" fill="url(#gDeep)" stroke="${BRAND[200]}" stroke-width="3" stroke-linejoin="round"/></g>`;
    s += `<path d="M0 -150L122 -104V-12C122 68 64 122 0 150Z" fill="#ffffff" fill-opacity=".07"/>`;
    s += `<path d="${shield}" transform="scale(.8)" fill="none" stroke="${BRAND[100]}" stroke-opacity=".45" stroke-width="2"/>`;
    // Padlock.
    s += `<path d="M-30 -12V-38A30 30 0 0 1 30 -38V-12" fill="none" stroke="${BRAND[50]}" stroke-width="11" stroke-linecap="round"/>`;
    s += `<rect x="-48" y="-14" width="96" height="80" rx="16" fill="url(#gLight)"/>`;
    s += `<circle cy="16" r="11" fill="${BRAND[800]}"/><path d="M-5 20H5L8 44H-8Z" fill="${BRAND[800]}"/>`;
    for (const [x, y] of [
      [-150, -90],
      [160, 20],
      [-130, 120],
      [110, -150],
    ] as const)
      s += dot(x, y, 5, BRAND[200], 0.8);
    return s + sparkle(150, 120, 11, WARM[200]);
  },

  globe(r) {
    const R = 150;
    let s =
      halo(0, 0, 230, 'gHaloSoft') +
      `<circle r="${R}" fill="url(#gSphere)" stroke="${BRAND[300]}" stroke-opacity=".7" stroke-width="2"/>`;
    for (const lat of [-60, -30, 0, 30, 60]) {
      const y = R * Math.sin((lat * Math.PI) / 180);
      const rx = R * Math.cos((lat * Math.PI) / 180);
      s += `<ellipse cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.18)}" fill="none" stroke="${BRAND[300]}" stroke-opacity=".25" stroke-width="1.3"/>`;
    }
    for (const lon of [0, 30, 60]) {
      const rx = R * Math.cos((lon * Math.PI) / 180);
      s += `<ellipse rx="${f(Math.max(rx, 1))}" ry="${R}" fill="none" stroke="${BRAND[300]}" stroke-opacity=".25" stroke-width="1.3"/>`;
    }
    // Cities on the front hemisphere, linked by arcs.
    const cities: Point[] = [];
    for (let k = 0; k < 9; k++) {
      // Stratified in longitude so the cities spread over the visible face.
      const lat = (r.range(-50, 55) + (k % 2 ? 12 : -8)) * (Math.PI / 180);
      const lon = (-72 + k * 18 + r.range(-6, 6)) * (Math.PI / 180);
      cities.push([R * Math.cos(lat) * Math.sin(lon), -R * Math.sin(lat)]);
    }
    const pairs = [
      [0, 2],
      [1, 3],
      [2, 4],
      [3, 6],
      [4, 5],
      [5, 7],
      [6, 8],
      [1, 4],
    ] as const;
    pairs.forEach(([a, b], k) => {
      const [x1, y1] = cities[a]!;
      const [x2, y2] = cities[b]!;
      const lift = 18 + Math.hypot(x1 - x2, y1 - y2) * 0.35;
      s += `<path d="M${f(x1)} ${f(y1)}Q${f((x1 + x2) / 2)} ${f((y1 + y2) / 2 - lift)} ${f(x2)} ${f(y2)}" fill="none" stroke="${k === 3 ? WARM[200] : BRAND[200]}" stroke-opacity=".8" stroke-width="2" stroke-linecap="round"/>`;
    });
    cities.forEach(([x, y], k) => {
      s += halo(x, y, 18) + dot(x, y, 5, k % 4 === 1 ? WARM[200] : BRAND[50]);
    });
    return s;
  },

  laptop() {
    let s = `<g filter="url(#fShadow)"><rect x="-160" y="-125" width="320" height="205" rx="16" fill="${INK[900]}" stroke="${BRAND[200]}" stroke-opacity=".8" stroke-width="2.5"/></g>`;
    s += `<rect x="-146" y="-111" width="292" height="177" rx="8" fill="${BRAND[950]}"/>`;
    s +=
      `<rect x="-132" y="-97" width="120" height="149" rx="10" fill="url(#gAcc)"/>` +
      dot(-72, -56, 22, '#ffffff', 0.25) +
      bar(-118, -16, 90, 9, '#ffffff', 0.75) +
      bar(-118, 2, 60, 7, '#ffffff', 0.4) +
      `<rect x="-118" y="20" width="50" height="16" rx="8" fill="${WARM[200]}"/>`;
    for (let k = 0; k < 3; k++)
      s +=
        glass(2, -97 + k * 51, 130, 43, 9) +
        dot(22, -76 + k * 51, 8, [BRAND[300], BRAND[500], BRAND[200]][k]!) +
        bar(38, -82 + k * 51, 70, 7, BRAND[200], 0.5) +
        bar(38, -70 + k * 51, 45, 6, BRAND[200], 0.25);
    s += `<path d="M-200 82H200L186 100Q182 106 172 106H-172Q-182 106 -186 100Z" fill="url(#gLight)"/><rect x="-36" y="82" width="72" height="8" rx="4" fill="${BRAND[300]}"/>`;
    return s;
  },

  chat() {
    let s = `<g filter="url(#fShadow)"><path d="M-170 -140Q-170 -160 -150 -160H50Q70 -160 70 -140V-72Q70 -52 50 -52H-110L-150 -22V-52Q-170 -52 -170 -72Z" fill="url(#gGlass)" stroke="url(#gGlassStroke)" stroke-width="1.5"/></g>`;
    s +=
      bar(-146, -134, 170, 10, BRAND[200], 0.6) +
      bar(-146, -114, 140, 10, BRAND[200], 0.35) +
      bar(-146, -94, 90, 10, BRAND[200], 0.35);
    s += `<g filter="url(#fShadow)"><path d="M-60 -20Q-60 -40 -40 -40H160Q180 -40 180 -20V72Q180 92 160 92H150V124L112 92H-40Q-60 92 -60 72Z" fill="url(#gAcc)"/></g>`;
    s += `<polyline points="-30,0 -48,22 -30,44" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><line x1="-10" y1="48" x2="4" y2="-4" stroke="${WARM[200]}" stroke-width="5" stroke-linecap="round"/>`;
    s +=
      bar(20, 2, 120, 10, '#ffffff', 0.8) +
      bar(20, 22, 90, 10, '#ffffff', 0.5) +
      bar(20, 42, 130, 10, '#ffffff', 0.5) +
      bar(20, 62, 60, 10, '#ffffff', 0.35);
    s +=
      `<rect x="-170" y="110" width="110" height="46" rx="23" fill="${INK[900]}" stroke="${BRAND[300]}" stroke-opacity=".5" stroke-width="1.5"/>` +
      dot(-140, 133, 6, BRAND[300]) +
      dot(-115, 133, 6, BRAND[400], 0.8) +
      dot(-90, 133, 6, BRAND[500], 0.6);
    s += sparkle(140, -120, 22, WARM[200]) + sparkle(170, -160, 10, BRAND[100]);
    return s;
  },

  brackets() {
    let s = `<linearGradient id="gBr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND[200]}"/><stop offset="1" stop-color="${BRAND[500]}"/></linearGradient>`;
    s += halo(0, 0, 180, 'gHaloSoft');
    s += `<polyline points="-70,-80 -150,0 -70,80" fill="none" stroke="url(#gBr)" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += `<polyline points="70,-80 150,0 70,80" fill="none" stroke="url(#gBr)" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += `<line x1="26" y1="-110" x2="-26" y2="110" stroke="${WARM[200]}" stroke-width="24" stroke-linecap="round"/>`;
    return s;
  },

  calendar() {
    let s = `<g filter="url(#fShadow)"><rect x="-150" y="-130" width="300" height="270" rx="24" fill="url(#gPanel)" stroke="${BRAND[300]}" stroke-opacity=".4" stroke-width="1.5"/></g>`;
    s += `<path d="M-150 -106Q-150 -130 -126 -130H126Q150 -130 150 -106V-66H-150Z" fill="url(#gAcc)"/>`;
    s += `<rect x="-92" y="-152" width="16" height="44" rx="8" fill="${BRAND[100]}"/><rect x="76" y="-152" width="16" height="44" rx="8" fill="${BRAND[100]}"/>`;
    for (let k = 0; k < 20; k++) {
      const col = k % 5;
      const row = Math.floor(k / 5);
      const x = -126 + col * 52;
      const y = -48 + row * 46;
      const on = k === 8;
      const done = [1, 3, 6, 11, 13].includes(k);
      s += `<rect x="${x}" y="${y}" width="40" height="36" rx="9" fill="${on ? 'url(#gWarm)' : done ? BRAND[600] : '#ffffff'}" fill-opacity="${on ? 1 : done ? 0.75 : 0.07}"/>`;
      if (done)
        s += `<path d="M${x + 12} ${y + 18}l6 6l11 -11" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    return s;
  },

  coins() {
    let s = '';
    for (const [cx, n] of [
      [-40, 4],
      [40, 7],
    ] as const) {
      for (let k = 0; k < n; k++) {
        const y = 60 - k * 14;
        s += `<path d="M${cx - 46} ${y}v12a46 16 0 0 0 92 0v-12" fill="${WARM[300]}" stroke="${INK[900]}" stroke-opacity=".15"/><ellipse cx="${cx}" cy="${y}" rx="46" ry="16" fill="url(#gWarm)" stroke="#ffffff" stroke-opacity=".45"/>`;
      }
    }
    return s;
  },

  classroom(r) {
    // A room corner: floor, a glass side wall and a back wall with a smart board, rows of desks with tablets.
    const X = 170;
    const Y = 120;
    let s = isoQuad(
      [
        [-X, -Y, 0],
        [X, -Y, 0],
        [X, Y, 0],
        [-X, Y, 0],
      ],
      `fill="${BRAND[500]}" fill-opacity=".14" stroke="${BRAND[300]}" stroke-opacity=".45" stroke-width="1.5"`,
    );
    for (let k = -Y + 40; k < Y; k += 40)
      s += `<path d="M${pts([iso(-X, k, 0), iso(X, k, 0)]).replace(' ', 'L')}" stroke="${BRAND[300]}" stroke-opacity=".12"/>`;
    for (let k = -X + 40; k < X; k += 40)
      s += `<path d="M${pts([iso(k, -Y, 0), iso(k, Y, 0)]).replace(' ', 'L')}" stroke="${BRAND[300]}" stroke-opacity=".12"/>`;
    // Side wall (x = -X) with two windows, back wall (y = -Y) with the board.
    s += isoQuad(
      [
        [-X, -Y, 0],
        [-X, Y, 0],
        [-X, Y, 150],
        [-X, -Y, 150],
      ],
      `fill="#ffffff" fill-opacity=".05" stroke="${BRAND[200]}" stroke-opacity=".35" stroke-width="1.5"`,
    );
    for (const y0 of [-90, 10])
      s += isoQuad(
        [
          [-X, y0, 45],
          [-X, y0 + 70, 45],
          [-X, y0 + 70, 120],
          [-X, y0, 120],
        ],
        `fill="${BRAND[300]}" fill-opacity=".16" stroke="${BRAND[200]}" stroke-opacity=".4"`,
      );
    s += isoQuad(
      [
        [-X, -Y, 0],
        [X, -Y, 0],
        [X, -Y, 150],
        [-X, -Y, 150],
      ],
      `fill="#ffffff" fill-opacity=".07" stroke="${BRAND[200]}" stroke-opacity=".35" stroke-width="1.5"`,
    );
    s += isoQuad(
      [
        [-110, -Y, 40],
        [130, -Y, 40],
        [130, -Y, 135],
        [-110, -Y, 135],
      ],
      `fill="${BRAND[800]}" stroke="${BRAND[200]}" stroke-opacity=".85" stroke-width="2"`,
    );
    s += isoQuad(
      [
        [-95, -Y, 55],
        [-10, -Y, 55],
        [-10, -Y, 120],
        [-95, -Y, 120],
      ],
      `fill="${BRAND[500]}" fill-opacity=".7"`,
    );
    const chart = (
      [
        [5, 62],
        [35, 92],
        [65, 80],
        [95, 115],
        [118, 108],
      ] as const
    ).map(([x, z]) => iso(x, -Y, z));
    s += `<polyline points="${pts(chart)}" fill="none" stroke="${WARM[200]}" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round"/>`;
    // Floating hologram sphere above the room.
    const [hx, hy] = iso(20, 0, 175);
    s +=
      halo(hx, hy, 60, 'gHalo', 0.8) +
      `<circle cx="${f(hx)}" cy="${f(hy)}" r="24" fill="url(#gSphere)" stroke="${BRAND[200]}" stroke-width="2"/><ellipse cx="${f(hx)}" cy="${f(hy)}" rx="40" ry="10" fill="none" stroke="${WARM[200]}" stroke-opacity=".8" stroke-width="2"/>`;
    // Desks with tablets, drawn back to front.
    const desks: Point[] = [];
    for (let row = 0; row < 3; row++) for (let col = 0; col < 3; col++) desks.push([-120 + col * 95, -50 + row * 60]);
    desks.sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
    for (const [x, y] of desks) {
      s += isoBox(x, y, 0, 64, 32, 24, {
        top: BRAND[200],
        right: BRAND[600],
        left: BRAND[800],
        stroke: BRAND[100],
        strokeOp: 0.4,
      });
      s += isoQuad(
        [
          [x + 18, y + 7, 24],
          [x + 44, y + 7, 24],
          [x + 44, y + 25, 24],
          [x + 18, y + 25, 24],
        ],
        `fill="${r() < 0.3 ? WARM[200] : BRAND[600]}" fill-opacity=".9"`,
      );
    }
    return halo(0, -40, 240, 'gHaloSoft') + s;
  },
} satisfies Record<string, (r: Random) => string>;
type Motif = keyof typeof M;

// ---------------------------------------------------------------------------------------------
// Backgrounds
// ---------------------------------------------------------------------------------------------
/** Dark gradient backdrop with two glows and a faded texture pattern. */
type Pattern = 'pDots' | 'pGrid' | 'pDiag' | 'pHex' | 'pCross';
/** A soft radial glow: centre, radius, colour, opacity. */
type Glow = readonly [x: number, y: number, r: number, color: string, opacity: number];
interface Backdrop {
  /** Prefix of the element ids, unique within the picture. */
  id: string;
  from: string;
  to: string;
  angle?: number;
  glows: readonly Glow[];
  pattern?: Pattern;
  patternFade?: readonly [cx: number, cy: number, r: number];
}
function backdrop(
  W: number,
  H: number,
  { from, to, angle = 0, glows, pattern, patternFade = [0.5, 0.35, 0.6], id }: Backdrop,
): string {
  const rad = (angle * Math.PI) / 180;
  const x1 = 0.5 - Math.cos(rad) / 2;
  const y1 = 0.5 - Math.sin(rad) / 2;
  let s = `<linearGradient id="${id}bg" x1="${f(x1)}" y1="${f(y1)}" x2="${f(1 - x1)}" y2="${f(1 - y1)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  s += `<radialGradient id="${id}fade" cx="${patternFade[0]}" cy="${patternFade[1]}" r="${patternFade[2]}"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  s += `<mask id="${id}mask"><rect width="${W}" height="${H}" fill="url(#${id}fade)"/></mask>`;
  s += `<rect width="${W}" height="${H}" fill="url(#${id}bg)"/>`;
  glows.forEach(([x, y, r, color, op], i) => {
    s += `<radialGradient id="${id}g${i}"><stop offset="0" stop-color="${color}" stop-opacity="${op}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient><circle cx="${x}" cy="${y}" r="${r}" fill="url(#${id}g${i})"/>`;
  });
  if (pattern) s += `<rect width="${W}" height="${H}" fill="url(#${pattern})" mask="url(#${id}mask)"/>`;
  return s;
}

// ---------------------------------------------------------------------------------------------
// Hero (1920×1080)
// ---------------------------------------------------------------------------------------------
export function heroSvg(outW: number, outH: number): string {
  const W = 1920;
  const H = 1080;
  const r = rng('hero');
  let s = backdrop(W, H, {
    id: 'h',
    from: INK[950],
    to: '#121c45',
    angle: 90,
    glows: [
      [260, 120, 760, BRAND[700], 0.5],
      [1700, 980, 820, BRAND[600], 0.38],
      [1620, 140, 520, BRAND[800], 0.45],
      [420, 1040, 560, BRAND[800], 0.35],
    ],
    pattern: 'pDots',
    patternFade: [0.5, 0.45, 0.7],
  });
  // Large faint orbit rings.
  for (const [rad, op, dash] of [
    [620, 0.16, '2 12'],
    [800, 0.12, ''],
    [990, 0.1, '60 30'],
  ] as const) {
    s += `<circle cx="960" cy="1480" r="${rad}" fill="none" stroke="${BRAND[300]}" stroke-opacity="${op}" stroke-width="1.5"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
  }
  // Flowing ribbon of lines along the lower third.
  s += `<linearGradient id="hRib" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${W}" y2="0"><stop offset="0" stop-color="${BRAND[700]}" stop-opacity="0"/><stop offset=".25" stop-color="${BRAND[500]}"/><stop offset=".6" stop-color="${BRAND[300]}"/><stop offset="1" stop-color="${BRAND[600]}" stop-opacity=".1"/></linearGradient>`;
  const ribbon = (
    n: number,
    base: number,
    amp: number,
    spread: number,
    tilt: number,
    phase: number,
    op: number,
    width: number,
  ) => {
    let out = '';
    for (let i = 0; i < n; i++) {
      const u = i / (n - 1);
      let d = '';
      for (let k = 0; k <= 72; k++) {
        const x = -60 + (k / 72) * (W + 120);
        const nx = x / W;
        const y =
          base +
          amp * Math.sin(nx * TAU * 0.8 + u * 1.8 + phase) +
          amp * 0.4 * Math.sin(nx * TAU * 1.6 - u * 1.1) +
          (u - 0.5) * spread * (0.55 + 0.45 * Math.cos(nx * TAU * 0.55 + phase)) -
          tilt * (nx - 0.5);
        d += `${k ? 'L' : 'M'}${f(x)} ${f(y)}`;
      }
      out += `<path d="${d}" fill="none" stroke="url(#hRib)" stroke-width="${width}" stroke-opacity="${f(op * (0.3 + 0.7 * Math.sin(Math.PI * u)))}"/>`;
    }
    return out;
  };
  s += ribbon(44, 880, 70, 170, 260, 0.4, 0.6, 1.4);
  s += ribbon(16, 800, 52, 80, 180, 2.4, 0.42, 1.1);
  // Floating glass tiles on the edges for depth: [x, y, size, rotation, opacity].
  const tiles = [
    [150, 820, 120, 18, 0.5],
    [1770, 610, 150, -14, 0.45],
    [1590, 290, 64, 24, 0.6],
    [330, 300, 56, -20, 0.55],
  ] as const;
  // Constellation kept clear of the centred headline and of the tiles.
  const nodes: { x: number; y: number; big: boolean; warm: boolean; rad: number }[] = [];
  while (nodes.length < 64) {
    const x = r.range(40, W - 40);
    const y = r.range(40, H * 0.78);
    const e = ((x - 960) / 700) ** 2 + ((y - 470) / 330) ** 2;
    if (e < 1 || tiles.some(([tx, ty, size]) => Math.hypot(tx - x, ty - y) < size * 0.9)) continue;
    nodes.push({ x, y, big: r() < 0.16, warm: r() < 0.05, rad: r.range(1.8, 3.6) });
  }
  nodes.forEach((node, i) => {
    const near = nodes
      .map((n, j): [number, number] => [j, Math.hypot(n.x - node.x, n.y - node.y)])
      .filter(([j, d]) => j !== i && d < 230)
      .sort((a, b) => a[1] - b[1])
      .slice(0, 3);
    for (const [j, d] of near) {
      if (j < i) continue;
      s += `<line x1="${f(node.x)}" y1="${f(node.y)}" x2="${f(nodes[j]!.x)}" y2="${f(nodes[j]!.y)}" stroke="${BRAND[300]}" stroke-opacity="${f(0.12 + (1 - d / 230) * 0.3)}" stroke-width="1.2"/>`;
    }
  });
  for (const n of nodes) {
    if (n.big) s += halo(n.x, n.y, 26);
    s += dot(n.x, n.y, n.big ? 4 : n.rad, n.warm ? WARM[200] : n.big ? BRAND[50] : BRAND[300], n.big || n.warm ? 1 : 0.7);
  }
  for (const [x, y, size, rot, op] of tiles) {
    s += `<g transform="translate(${x} ${y}) rotate(${rot})" opacity="${op}"><rect x="${-size / 2}" y="${-size / 2}" width="${size}" height="${size}" rx="${size * 0.22}" fill="url(#gGlass)" stroke="url(#gGlassStroke)" stroke-width="1.5"/></g>`;
  }
  s += sparkle(1500, 720, 14, BRAND[100], 0.8) + sparkle(420, 620, 10, BRAND[200], 0.7) + sparkle(1700, 200, 9, WARM[200], 0.8);
  // Keep the centre calm and dark for the white headline.
  s += `<radialGradient id="hCalm" cx=".5" cy=".46" r=".42"><stop offset="0" stop-color="${INK[950]}" stop-opacity=".72"/><stop offset=".6" stop-color="${INK[950]}" stop-opacity=".4"/><stop offset="1" stop-color="${INK[950]}" stop-opacity="0"/></radialGradient>`;
  s += `<ellipse cx="960" cy="500" rx="1000" ry="560" fill="url(#hCalm)"/>`;
  s += `<linearGradient id="hTop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INK[950]}" stop-opacity=".55"/><stop offset=".2" stop-color="${INK[950]}" stop-opacity="0"/></linearGradient><rect width="${W}" height="${H}" fill="url(#hTop)"/>`;
  return doc(W, H, outW, outH, s);
}

// ---------------------------------------------------------------------------------------------
// Service cards (540×720, title over the lower part)
// ---------------------------------------------------------------------------------------------
interface ServiceArt {
  motif: Motif;
  from: string;
  to: string;
  angle: number;
  pattern: Pattern;
  glow: readonly [x: number, y: number, color: string];
}
/** Art composed for the site's first services; a service added since gets art drawn from its slug. */
const SERVICES: Record<string, ServiceArt> = {
  ai: { motif: 'ai', from: BRAND[900], to: INK[950], angle: 70, pattern: 'pDots', glow: [130, 120, BRAND[500]] },
  marketing: { motif: 'marketing', from: '#1b2a6b', to: INK[950], angle: 110, pattern: 'pDiag', glow: [430, 140, BRAND[600]] },
  ecommerce: { motif: 'ecommerce', from: BRAND[950], to: INK[900], angle: 60, pattern: 'pGrid', glow: [120, 420, BRAND[600]] },
  uiux: { motif: 'uiux', from: '#1c2f7a', to: INK[950], angle: 100, pattern: 'pDots', glow: [450, 100, BRAND[500]] },
  devops: { motif: 'devops', from: INK[900], to: BRAND[950], angle: 45, pattern: 'pGrid', glow: [270, 260, BRAND[700]] },
  data: { motif: 'data', from: BRAND[900], to: INK[950], angle: 120, pattern: 'pCross', glow: [80, 80, BRAND[600]] },
  automation: { motif: 'automation', from: INK[900], to: '#14205a', angle: 80, pattern: 'pHex', glow: [420, 320, BRAND[600]] },
  python: { motif: 'python', from: '#16224f', to: INK[950], angle: 30, pattern: 'pGrid', glow: [460, 60, BRAND[700]] },
  startup: { motif: 'startup', from: BRAND[900], to: INK[950], angle: 95, pattern: 'pDots', glow: [100, 380, BRAND[500]] },
  'final-year': { motif: 'graduation', from: '#1a2b70', to: INK[950], angle: 60, pattern: 'pDiag', glow: [430, 200, BRAND[600]] },
  'ecommerce-pro': {
    motif: 'commercePro',
    from: INK[900],
    to: BRAND[950],
    angle: 135,
    pattern: 'pCross',
    glow: [120, 140, BRAND[600]],
  },
  blockchain: { motif: 'blockchain', from: BRAND[950], to: INK[950], angle: 90, pattern: 'pHex', glow: [270, 200, BRAND[700]] },
  qa: { motif: 'qa', from: '#182866', to: INK[950], angle: 50, pattern: 'pGrid', glow: [80, 300, BRAND[500]] },
  web: { motif: 'web', from: BRAND[900], to: INK[950], angle: 100, pattern: 'pDiag', glow: [460, 120, BRAND[600]] },
  mobile: { motif: 'mobile', from: INK[900], to: '#18245c', angle: 75, pattern: 'pDots', glow: [110, 160, BRAND[600]] },
  cloud: { motif: 'cloud', from: '#1d3285', to: INK[950], angle: 90, pattern: 'pCross', glow: [270, 100, BRAND[500]] },
  security: { motif: 'security', from: INK[950], to: BRAND[950], angle: 120, pattern: 'pHex', glow: [270, 260, BRAND[700]] },
};

/** Art for a service without composed art: a motif, colours and a pattern chosen by its slug. */
function drawnService(slug: string): ServiceArt {
  const r = rng(`service-art:${slug}`);
  return {
    motif: r.pick([...new Set(Object.values(SERVICES).map((art) => art.motif))]),
    from: r.pick([BRAND[900], BRAND[950], INK[900], '#1b2a6b', '#16224f', '#1c2f7a']),
    to: r.pick([INK[950], INK[900], BRAND[950]]),
    angle: Math.round(r.range(20, 140)),
    pattern: r.pick(['pDots', 'pGrid', 'pDiag', 'pHex', 'pCross'] as const),
    glow: [Math.round(r.range(80, 460)), Math.round(r.range(60, 420)), r.pick([BRAND[500], BRAND[600], BRAND[700]])],
  };
}

export function serviceSvg(slug: string, outW: number, outH: number): string {
  const W = 540;
  const H = 720;
  const cfg = SERVICES[slug] ?? drawnService(slug);
  const r = rng(`service:${slug}`);
  const [gx, gy, gc] = cfg.glow;
  let s = backdrop(W, H, {
    id: 's',
    from: cfg.from,
    to: cfg.to,
    angle: cfg.angle,
    glows: [
      [gx, gy, 380, gc, 0.55],
      [W - gx, H - 120, 300, BRAND[800], 0.4],
    ],
    pattern: cfg.pattern,
    patternFade: [0.5, 0.35, 0.6],
  });
  s += `<g transform="translate(270 268) scale(1.12)">${M[cfg.motif](r)}</g>`;
  // Readability: fade the lower part to ink for the white title.
  s += `<linearGradient id="sFoot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INK[950]}" stop-opacity="0"/><stop offset=".45" stop-color="${INK[950]}" stop-opacity=".72"/><stop offset="1" stop-color="${INK[950]}" stop-opacity=".96"/></linearGradient>`;
  s += `<rect y="380" width="${W}" height="${H - 380}" fill="url(#sFoot)"/>`;
  return doc(W, H, outW, outH, s);
}

// ---------------------------------------------------------------------------------------------
// Blog covers (1200×675)
// ---------------------------------------------------------------------------------------------
// [motif, x, y, scale] layers; the first is the main subject.
interface BlogArt {
  from: string;
  to: string;
  angle: number;
  pattern: Pattern;
  layers: readonly [Layer, ...Layer[]];
}
type Layer = readonly [motif: Motif, x: number, y: number, scale: number];
const BLOG: Record<string, BlogArt> = {
  'custom-web-app-development': {
    from: BRAND[800],
    to: INK[950],
    angle: 35,
    pattern: 'pGrid',
    layers: [
      ['web', 720, 345, 1.3],
      ['editor', 300, 380, 0.78],
      ['automation', 1050, 150, 0.4],
    ],
  },
  'ai-education': {
    from: BRAND[700],
    to: BRAND[950],
    angle: 150,
    pattern: 'pDots',
    layers: [
      ['ai', 470, 330, 1.4],
      ['gradcap', 930, 420, 0.95],
    ],
  },
  'remote-work-future': {
    from: '#1b2f86',
    to: INK[950],
    angle: 20,
    pattern: 'pDots',
    layers: [
      ['globe', 800, 330, 1.35],
      ['laptop', 320, 430, 0.95],
    ],
  },
  'ai-in-schools': {
    from: BRAND[800],
    to: INK[950],
    angle: 120,
    pattern: 'pCross',
    layers: [
      ['books', 330, 430, 1.2],
      ['ai', 800, 300, 1.15],
      ['gradcap', 320, 250, 0.7],
    ],
  },
  'future-classrooms': { from: BRAND[700], to: INK[950], angle: 60, pattern: 'pGrid', layers: [['classroom', 600, 400, 1.25]] },
  'learning-python-2025': {
    from: '#1a2a78',
    to: INK[950],
    angle: 140,
    pattern: 'pDiag',
    layers: [
      ['editor', 480, 345, 1.35],
      ['brackets', 960, 250, 0.6],
      ['books', 980, 500, 0.65],
    ],
  },
  'cybersecurity-2025': { from: INK[900], to: BRAND[900], angle: 45, pattern: 'pHex', layers: [['security', 600, 340, 1.45]] },
  'chatgpt-for-developers': {
    from: BRAND[800],
    to: INK[950],
    angle: 160,
    pattern: 'pDots',
    layers: [
      ['chat', 700, 350, 1.3],
      ['brackets', 250, 340, 0.7],
    ],
  },
  'freelancing-in-2025': {
    from: '#1d3389',
    to: INK[950],
    angle: 30,
    pattern: 'pCross',
    layers: [
      ['laptop', 560, 390, 1.25],
      ['calendar', 1000, 260, 0.6],
      ['coins', 190, 470, 0.8],
      ['chat', 190, 190, 0.5],
    ],
  },
  'web3-impact-education': {
    from: BRAND[900],
    to: INK[950],
    angle: 110,
    pattern: 'pHex',
    layers: [
      ['blockchain', 700, 360, 1.3],
      ['gradcap', 250, 300, 0.8],
    ],
  },
};

/**
 * Each category's art, for a post without art of its own: the composition of one of its posts,
 * with the particles and glows of the new post's slug.
 */
const CATEGORY_ART: Record<BlogCategoryId, string> = {
  webDevelopment: 'custom-web-app-development',
  artificialIntelligence: 'ai-education',
  workCulture: 'remote-work-future',
  edTech: 'future-classrooms',
  development: 'learning-python-2025',
  security: 'cybersecurity-2025',
  aiTools: 'chatgpt-for-developers',
  workCareer: 'freelancing-in-2025',
  blockchain: 'web3-impact-education',
};

/**
 * A category's composition made the slug's own, so that two posts of a category do not look alike
 * on the blog list: mirrored or not, its subjects moved and scaled a little, another backdrop
 * pattern and gradient angle.
 */
function varied(art: BlogArt, r: Random): BlogArt {
  const mirror = r() < 0.5;
  const patterns: Pattern[] = ['pDots', 'pGrid', 'pHex', 'pDiag', 'pCross'];
  const move = ([motif, x, y, scale]: Layer): Layer => [
    motif,
    Math.round((mirror ? 1200 - x : x) + r.range(-70, 70)),
    Math.round(y + r.range(-30, 30)),
    +(scale * r.range(0.88, 1.1)).toFixed(2),
  ];
  const layers: BlogArt['layers'] = [move(art.layers[0]), ...art.layers.slice(1).map(move)];
  return { ...art, angle: Math.round(r.range(0, 360)), pattern: r.pick(patterns), layers };
}

export function blogSvg(slug: string, category: BlogCategoryId, outW: number, outH: number): string {
  const W = 1200;
  const H = 675;
  const r = rng(`blog:${slug}`);
  const cfg = BLOG[slug] ?? varied(BLOG[CATEGORY_ART[category]]!, r);
  const [, mx, my] = cfg.layers[0];
  let s = backdrop(W, H, {
    id: 'b',
    from: cfg.from,
    to: cfg.to,
    angle: cfg.angle,
    glows: [
      [mx, my, 520, BRAND[500], 0.45],
      [W - mx, H, 460, BRAND[700], 0.4],
      [r.range(0, W), 0, 380, BRAND[400], 0.22],
    ],
    pattern: cfg.pattern,
    patternFade: [f(mx / W), f(my / H), 0.7],
  });
  // Soft rings and stray particles tie the layers together.
  s += `<circle cx="${mx}" cy="${my}" r="300" fill="none" stroke="${BRAND[300]}" stroke-opacity=".16" stroke-width="1.5" stroke-dasharray="2 10"/>`;
  s += `<circle cx="${mx}" cy="${my}" r="380" fill="none" stroke="${BRAND[300]}" stroke-opacity=".08" stroke-width="1.5"/>`;
  for (let k = 0; k < 26; k++)
    s += dot(r.range(0, W), r.range(0, H), r.range(1, 2.6), k % 9 === 0 ? WARM[200] : BRAND[200], r.range(0.2, 0.6));
  // Draw secondary layers first, the main subject on top.
  for (const [motif, x, y, scale] of [...cfg.layers.slice(1), cfg.layers[0]]) {
    s += `<g transform="translate(${x} ${y}) scale(${scale})">${M[motif](r)}</g>`;
  }
  s += `<radialGradient id="bVig" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="${INK[950]}" stop-opacity="0"/><stop offset="1" stop-color="${INK[950]}" stop-opacity=".55"/></radialGradient><rect width="${W}" height="${H}" fill="url(#bVig)"/>`;
  return doc(W, H, outW, outH, s);
}

// ---------------------------------------------------------------------------------------------
// People: geometric head-and-shoulders avatars (no faces, no letters)
// ---------------------------------------------------------------------------------------------
/** A head-and-shoulders figure; colours from the palette unless given. */
interface Person {
  head: 'ghutra' | 'hijab' | 'short' | 'long' | 'side' | 'bun';
  outfit: 'thobe' | 'abaya' | 'blazer' | 'shirt' | 'crew';
  beard?: boolean;
  glasses?: boolean;
  shemagh?: boolean;
  skin?: string;
  hair?: string;
  scarf?: string;
  clothes?: string;
  bg: readonly [string, string];
  deco: 'ring' | 'arc' | 'dots' | 'warm';
  angle: number;
}
/** Figures composed for the site's first members; one added since gets a figure drawn from its id. */
export const TEAM: Record<string, Person> = {
  'omar-al-harbi': { head: 'ghutra', beard: true, outfit: 'thobe', bg: [BRAND[400], BRAND[700]], deco: 'ring', angle: 30 },
  'sara-al-qahtani': {
    head: 'hijab',
    outfit: 'blazer',
    scarf: BRAND[900],
    clothes: INK[800],
    bg: [BRAND[300], BRAND[600]],
    deco: 'arc',
    angle: 120,
  },
  'yousef-al-dossary': {
    head: 'short',
    beard: true,
    outfit: 'blazer',
    clothes: BRAND[900],
    hair: INK[900],
    bg: [BRAND[500], BRAND[800]],
    deco: 'dots',
    angle: 60,
  },
  'lina-haddad': {
    head: 'long',
    outfit: 'crew',
    clothes: BRAND[800],
    hair: '#1e2540',
    bg: [BRAND[200], BRAND[500]],
    deco: 'ring',
    angle: 150,
  },
  'faisal-al-mutairi': {
    head: 'ghutra',
    beard: true,
    outfit: 'thobe',
    shemagh: true,
    bg: [BRAND[600], BRAND[900]],
    deco: 'arc',
    angle: 80,
  },
  'khalid-al-shammari': {
    head: 'short',
    beard: true,
    glasses: true,
    outfit: 'shirt',
    clothes: BRAND[700],
    hair: INK[900],
    bg: [BRAND[300], BRAND[700]],
    deco: 'dots',
    angle: 20,
  },
  'noura-al-otaibi': {
    head: 'hijab',
    outfit: 'abaya',
    scarf: INK[900],
    clothes: INK[900],
    bg: [BRAND[400], BRAND[800]],
    deco: 'ring',
    angle: 100,
  },
  'ahmed-siddiqui': {
    head: 'side',
    glasses: true,
    outfit: 'blazer',
    clothes: INK[700],
    hair: INK[900],
    bg: [BRAND[200], BRAND[600]],
    deco: 'arc',
    angle: 45,
  },
  'maha-al-zahrani': {
    head: 'hijab',
    outfit: 'crew',
    scarf: BRAND[800],
    clothes: BRAND[950],
    bg: [BRAND[300], BRAND[800]],
    deco: 'dots',
    angle: 135,
  },
  'daniel-reed': {
    head: 'side',
    outfit: 'shirt',
    clothes: BRAND[800],
    hair: '#3b2f2a',
    bg: [BRAND[500], BRAND[900]],
    deco: 'ring',
    angle: 10,
  },
};
/** Figures composed for the first testimonials; one added since gets a figure drawn from its id. */
export const TESTIMONIALS: Record<string, Person> = {
  abdullah: { head: 'ghutra', beard: true, outfit: 'thobe', bg: [BRAND[800], BRAND[950]], deco: 'warm', angle: 60 },
  reem: {
    head: 'hijab',
    outfit: 'crew',
    scarf: BRAND[700],
    clothes: BRAND[900],
    bg: [BRAND[700], INK[900]],
    deco: 'warm',
    angle: 130,
  },
  james: {
    head: 'short',
    outfit: 'blazer',
    clothes: INK[700],
    hair: '#4a3b30',
    bg: [BRAND[600], BRAND[950]],
    deco: 'warm',
    angle: 30,
  },
  huda: {
    head: 'hijab',
    outfit: 'abaya',
    scarf: INK[950],
    clothes: INK[950],
    bg: [BRAND[500], BRAND[900]],
    deco: 'warm',
    angle: 90,
  },
  tariq: {
    head: 'short',
    beard: true,
    outfit: 'shirt',
    clothes: BRAND[600],
    hair: INK[950],
    bg: [BRAND[800], INK[950]],
    deco: 'warm',
    angle: 150,
  },
  elena: {
    head: 'bun',
    outfit: 'crew',
    clothes: BRAND[700],
    hair: '#5a4030',
    bg: [BRAND[600], INK[900]],
    deco: 'warm',
    angle: 45,
  },
  majed: {
    head: 'ghutra',
    beard: true,
    glasses: true,
    outfit: 'thobe',
    shemagh: true,
    bg: [BRAND[700], BRAND[950]],
    deco: 'warm',
    angle: 110,
  },
  fatima: {
    head: 'hijab',
    outfit: 'blazer',
    scarf: BRAND[950],
    clothes: INK[800],
    bg: [BRAND[500], BRAND[950]],
    deco: 'warm',
    angle: 20,
  },
};

/** A figure that stands for no one in particular: a new member's or client's until theirs is drawn. */
export const SOMEONE: Person = {
  head: 'short',
  outfit: 'crew',
  hair: INK[700],
  clothes: INK[700],
  skin: INK[100],
  bg: [INK[300], INK[500]],
  deco: 'ring',
  angle: 45,
};

/**
 * A figure for someone without a composed one (a member or a client added since): head, outfit,
 * colours and decoration chosen by their id. The figures have no faces, so none stands for anyone.
 */
export function drawnPerson(id: string): Person {
  const r = rng(`person-figure:${id}`);
  const head = r.pick(['ghutra', 'hijab', 'short', 'long', 'side', 'bun'] as const);
  const outfit =
    head === 'ghutra'
      ? 'thobe'
      : head === 'hijab'
        ? r.pick(['abaya', 'blazer', 'crew'] as const)
        : r.pick(['blazer', 'shirt', 'crew'] as const);
  const tones = [BRAND[200], BRAND[300], BRAND[400], BRAND[500], BRAND[600]];
  const light = r.pick(tones);
  return {
    head,
    outfit,
    beard: head === 'ghutra' || ((head === 'short' || head === 'side') && r() < 0.5),
    glasses: r() < 0.3,
    ...(head === 'hijab' ? { scarf: r.pick([BRAND[700], BRAND[800], BRAND[900], INK[900]]) } : {}),
    ...(outfit === 'thobe' ? {} : { clothes: r.pick([BRAND[700], BRAND[800], BRAND[900], INK[700], INK[800]]) }),
    bg: [light, r.pick([BRAND[600], BRAND[700], BRAND[800], BRAND[900]])],
    deco: r.pick(['ring', 'arc', 'dots'] as const),
    angle: Math.round(r.range(0, 160)),
  };
}

export function personSvg(name: string, p: Person, outW: number, outH: number): string {
  const S = 320;
  const r = rng(`person:${name}`);
  const skin = p.skin ?? r.pick([BRAND[100], BRAND[50], INK[100], BRAND[200]]);
  const skinShade = BRAND[200];
  const hair = p.hair ?? INK[900];
  const rad = (p.angle * Math.PI) / 180;
  const x1 = 0.5 - Math.cos(rad) / 2;
  const y1 = 0.5 - Math.sin(rad) / 2;
  let defs = `<linearGradient id="pBg" x1="${f(x1)}" y1="${f(y1)}" x2="${f(1 - x1)}" y2="${f(1 - y1)}"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>`;
  defs += `<linearGradient id="pFace" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".5"/><stop offset=".5" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
  defs += `<linearGradient id="pSide" x1="0" y1="0" x2="1" y2="0"><stop offset=".5" stop-color="${BRAND[500]}" stop-opacity="0"/><stop offset="1" stop-color="${BRAND[500]}" stop-opacity=".3"/></linearGradient>`;
  defs += `<linearGradient id="pShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity=".25"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></linearGradient>`;
  let s = `<rect width="${S}" height="${S}" fill="url(#pBg)"/>`;
  // Decoration behind the figure.
  const cx = 160;
  if (p.deco === 'ring') {
    s += `<circle cx="${cx}" cy="150" r="118" fill="#ffffff" fill-opacity=".1"/><circle cx="${cx}" cy="150" r="138" fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="2" stroke-dasharray="2 8"/>`;
  } else if (p.deco === 'arc') {
    s += `<circle cx="${f(r.range(230, 270))}" cy="${f(r.range(50, 80))}" r="95" fill="#ffffff" fill-opacity=".12"/><circle cx="${f(r.range(40, 70))}" cy="${f(r.range(230, 260))}" r="70" fill="#ffffff" fill-opacity=".08"/>`;
  } else if (p.deco === 'dots') {
    for (let y = 30; y < 150; y += 20) for (let x = 200; x < 300; x += 20) s += dot(x, y, 2.4, '#ffffff', 0.3);
    s += `<circle cx="70" cy="70" r="44" fill="none" stroke="#ffffff" stroke-opacity=".28" stroke-width="10"/>`;
  } else if (p.deco === 'warm') {
    s += `<circle cx="${cx}" cy="150" r="124" fill="none" stroke="${WARM[200]}" stroke-opacity=".55" stroke-width="3" stroke-dasharray="${f(r.range(180, 420))} 1000" transform="rotate(${f(r.range(0, 360))} ${cx} 150)"/>`;
    s += `<circle cx="${cx}" cy="150" r="108" fill="#ffffff" fill-opacity=".08"/>`;
    s +=
      dot(r.range(30, 70), r.range(30, 80), 5, WARM[200], 0.8) + dot(r.range(250, 290), r.range(220, 280), 3.5, BRAND[200], 0.7);
  }

  // Body and outfit.
  const body = 'M36 330C40 258 86 226 160 224C234 226 280 258 284 330Z';
  if (p.outfit === 'thobe') {
    s += `<path d="${body}" fill="${INK[100]}"/><path d="${body}" fill="url(#pShade)" opacity=".35"/><path d="M120 188H200V236H120Z" fill="${INK[200]}"/>`;
    s += `<path d="M148 226L160 262L172 226Z" fill="${INK[300]}"/><line x1="160" y1="262" x2="160" y2="320" stroke="${INK[300]}" stroke-width="2"/>`;
  } else {
    const clothes = p.clothes ?? BRAND[800];
    s += `<path d="${body}" fill="${clothes}"/>`;
    if (p.outfit === 'blazer') {
      s += `<path d="M132 228L160 300L188 228Z" fill="${INK[100]}"/>`;
      s += `<path d="M126 228L160 300L142 312L112 244Z" fill="#ffffff" fill-opacity=".12"/><path d="M194 228L160 300L178 312L208 244Z" fill="#000000" fill-opacity=".12"/>`;
    } else if (p.outfit === 'shirt') {
      s += `<path d="M134 226L160 258L186 226L182 252L160 268L138 252Z" fill="#ffffff" fill-opacity=".85"/>`;
    } else if (p.outfit === 'crew') {
      s += `<path d="M130 228Q160 256 190 228" fill="none" stroke="#ffffff" stroke-opacity=".3" stroke-width="5"/>`;
    }
  }
  // Back layers of head wear / hair.
  if (p.head === 'hijab') {
    const scarf = p.scarf ?? BRAND[900];
    s += `<path d="M160 70C214 70 228 118 226 162C226 196 252 220 262 250C230 268 196 276 160 276C124 276 90 268 58 250C68 220 94 196 94 162C92 118 106 70 160 70Z" fill="${scarf}"/>`;
    s += `<path d="M160 70C214 70 228 118 226 162C226 196 252 220 262 250C240 262 216 268 200 272C214 230 214 180 200 130Z" fill="#ffffff" fill-opacity=".08"/>`;
  } else if (p.head === 'ghutra') {
    const cloth = INK[50];
    s += `<path d="M160 64C220 64 230 118 224 160L262 262C236 270 212 268 196 262L200 190L160 206L120 190L124 262C108 268 84 270 58 262L96 160C90 118 100 64 160 64Z" fill="${cloth}"/>`;
    s += `<path d="M224 160L262 262C236 270 212 268 196 262L200 190Z" fill="#000000" fill-opacity=".08"/><path d="M96 160L58 262C84 270 108 268 124 262L120 190Z" fill="#000000" fill-opacity=".05"/>`;
    if (p.shemagh) {
      s += `<pattern id="pSh" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="12" height="12" fill="${INK[50]}"/><path d="M0 6H12M6 0V12" stroke="#c2413a" stroke-opacity=".55" stroke-width="2.2"/></pattern>`;
      s += `<path d="M160 64C220 64 230 118 224 160L262 262C236 270 212 268 196 262L200 190L160 206L120 190L124 262C108 268 84 270 58 262L96 160C90 118 100 64 160 64Z" fill="url(#pSh)"/>`;
    }
  } else if (p.head === 'long') {
    s += `<path d="M98 150C94 80 128 66 160 66C194 66 228 80 222 150L230 246C200 258 120 258 90 246Z" fill="${hair}"/>`;
  } else if (p.head === 'bun') {
    s += dot(160, 72, 26, hair);
  }
  // Neck, ears, face.
  if (p.head !== 'hijab') {
    s += `<path d="M136 170H184V226Q160 240 136 226Z" fill="${skin}"/><path d="M136 196Q160 212 184 196V170H136Z" fill="${skinShade}" fill-opacity=".8"/>`;
    if (p.head !== 'ghutra')
      s += `<ellipse cx="112" cy="146" rx="9" ry="14" fill="${skin}"/><ellipse cx="208" cy="146" rx="9" ry="14" fill="${skin}"/>`;
  }
  s += `<ellipse cx="160" cy="140" rx="${p.head === 'hijab' ? 44 : 47}" ry="${p.head === 'hijab' ? 52 : 56}" fill="${skin}"/>`;
  s += `<ellipse cx="160" cy="140" rx="${p.head === 'hijab' ? 44 : 47}" ry="${p.head === 'hijab' ? 52 : 56}" fill="url(#pSide)"/>`;
  s += `<ellipse cx="160" cy="140" rx="47" ry="56" fill="url(#pFace)" opacity=".7"/>`;
  if (p.beard) {
    const beard = p.head === 'ghutra' ? INK[800] : hair;
    s += `<path d="M114 146C116 188 138 203 160 203C182 203 204 188 206 146C201 164 193 174 181 177C173 170 147 170 139 177C127 174 119 164 114 146Z" fill="${beard}"/>`;
    s += `<path d="M146 186Q160 192 174 186" fill="none" stroke="${skin}" stroke-opacity=".55" stroke-width="3" stroke-linecap="round"/>`;
  }
  // Front layers.
  if (p.head === 'hijab') {
    s += `<path d="M160 82C200 82 210 110 210 140L214 134C214 100 196 78 160 78C124 78 106 100 106 134L110 140C110 110 120 82 160 82Z" fill="${p.scarf ?? BRAND[900]}"/>`;
    s += `<ellipse cx="160" cy="140" rx="49" ry="58" fill="none" stroke="${p.scarf ?? BRAND[900]}" stroke-width="8"/>`;
    s += `<path d="M116 176C124 206 144 216 160 218C176 216 196 206 204 176C214 200 222 214 232 226C206 244 184 252 160 252C136 252 114 244 88 226C98 214 106 200 116 176Z" fill="${p.scarf ?? BRAND[900]}"/>`;
  } else if (p.head === 'ghutra') {
    s += `<path d="M104 138C100 92 126 76 160 76C194 76 220 92 216 138C206 112 188 102 160 102C132 102 114 112 104 138Z" fill="${p.shemagh ? 'url(#pSh)' : INK[50]}"/>`;
    s += `<path d="M104 138C100 92 126 76 160 76C194 76 220 92 216 138C206 112 188 102 160 102C132 102 114 112 104 138Z" fill="#000000" fill-opacity=".06"/>`;
    // Agal (black cord) around the crown.
    s += `<path d="M109 90Q160 108 211 90" fill="none" stroke="${INK[950]}" stroke-width="6.5" stroke-linecap="round"/><path d="M107 100Q160 118 213 100" fill="none" stroke="${INK[950]}" stroke-width="6" stroke-linecap="round"/>`;
    s += `<path d="M118 80Q160 66 202 80" fill="none" stroke="${INK[950]}" stroke-opacity=".55" stroke-width="4" stroke-linecap="round"/>`;
  } else if (p.head === 'short') {
    s += `<path d="M110 138C104 86 132 74 160 74C194 74 218 90 210 138C206 116 196 106 184 102C164 112 136 112 120 106C114 114 112 124 110 138Z" fill="${hair}"/>`;
  } else if (p.head === 'side') {
    s += `<path d="M108 140C100 90 130 72 162 72C196 72 220 92 212 140C208 120 202 110 196 104C172 104 140 100 124 90C118 104 112 120 108 140Z" fill="${hair}"/>`;
  } else if (p.head === 'long' || p.head === 'bun') {
    s += `<path d="M108 150C100 94 130 76 160 76C194 76 222 96 212 150C206 120 190 104 170 98C152 110 126 116 114 118C112 128 110 138 108 150Z" fill="${hair}"/>`;
  }
  if (p.glasses) {
    s += `<g fill="#ffffff" fill-opacity=".25" stroke="${INK[900]}" stroke-width="4"><rect x="122" y="130" width="32" height="22" rx="8"/><rect x="166" y="130" width="32" height="22" rx="8"/></g><path d="M154 138Q160 134 166 138" fill="none" stroke="${INK[900]}" stroke-width="4"/>`;
  }
  return doc(S, S, outW, outH, s, defs);
}

// ---------------------------------------------------------------------------------------------
// Partner placeholders, social image, icons
// ---------------------------------------------------------------------------------------------
const GREY = INK[500];
const GREY_LIGHT = INK[400];
const PARTNERS: Record<PartnerId, string> = {
  partner1: `<path d="M10 22L30 12L50 22L30 32Z" fill="${GREY}"/><path d="M10 32L30 42L50 32" fill="none" stroke="${GREY}" stroke-width="4" stroke-linejoin="round"/><path d="M10 42L30 52L50 42" fill="none" stroke="${GREY_LIGHT}" stroke-width="4" stroke-linejoin="round"/>`,
  partner2: `<path d="M30 10L49 21V43L30 54L11 43V21Z" fill="none" stroke="${GREY}" stroke-width="5" stroke-linejoin="round"/><circle cx="30" cy="32" r="8" fill="${GREY}"/>`,
  partner3: `<circle cx="24" cy="32" r="16" fill="${GREY}"/><circle cx="40" cy="32" r="16" fill="none" stroke="${GREY_LIGHT}" stroke-width="5"/>`,
  partner4: `<rect x="10" y="30" width="10" height="22" rx="5" fill="${GREY_LIGHT}"/><rect x="25" y="20" width="10" height="32" rx="5" fill="${GREY}"/><rect x="40" y="10" width="10" height="42" rx="5" fill="${GREY}"/>`,
};
export function partnerSvg(id: PartnerId, k: number): string {
  // Mark + two rounded bars standing in for a word mark.
  const widths = (
    [
      [74, 48],
      [68, 56],
      [80, 40],
      [62, 52],
    ] as const
  )[k]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" fill="none">${PARTNERS[id]}` +
    `<rect x="66" y="22" width="${widths[0]}" height="10" rx="5" fill="${GREY}"/><rect x="66" y="38" width="${widths[1]}" height="6" rx="3" fill="${GREY_LIGHT}"/></svg>\n`
  );
}

/** The logo's SVG, its content and its viewBox. */
interface Logo {
  svg: string;
  inner: string;
  viewBox: string;
}

export function ogSvg(logo: Logo): string {
  const W = 1200;
  const H = 630;
  let s = backdrop(W, H, {
    id: 'o',
    from: BRAND[600],
    to: BRAND[950],
    angle: 35,
    glows: [[600, 315, 420, BRAND[400], 0.55]],
  });
  for (const [size, op] of [
    [300, 0.28],
    [400, 0.18],
    [520, 0.1],
    [660, 0.06],
  ] as const) {
    s += `<rect x="${600 - size / 2}" y="${315 - size / 2}" width="${size}" height="${size}" rx="${size * 0.25}" fill="none" stroke="#ffffff" stroke-opacity="${op}" stroke-width="2"/>`;
  }
  s +=
    sparkle(860, 170, 14, BRAND[50], 0.8) +
    sparkle(330, 470, 10, WARM[200], 0.85) +
    dot(300, 170, 4, BRAND[100], 0.7) +
    dot(920, 480, 5, BRAND[100], 0.6);
  const [, , vw = 40] = logo.viewBox.split(/\s+/).map(Number);
  const size = 220;
  s += `<g filter="url(#fShadow)"><svg x="${600 - size / 2}" y="${315 - size / 2}" width="${size}" height="${size}" viewBox="${logo.viewBox}">${logo.inner}</svg></g>`;
  s += `<rect x="${600 - size / 2}" y="${315 - size / 2}" width="${size}" height="${size}" rx="${(size * 10) / vw}" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="2"/>`;
  return doc(W, H, W, H, s);
}
