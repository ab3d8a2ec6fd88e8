// The image pipeline of scripts/generate-images.ts: whatever the pictures are (today the
// placeholder art of scripts/images/placeholder-art.ts), it encodes each to AVIF + WebP at its
// responsive widths under the size budget, writes the files to public/ and renders the typed
// manifest src/content/images.generated.ts and recordImages.generated.ts.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { PARTNER_IDS } from '../../src/content/ids';
import { INK } from '../../src/content/palette';
import type { FixedImage, ResponsiveImage } from '../../src/content/imageTypes';

/** Every raster must stay below this many bytes (80 KB with a small margin). */
export const BUDGET = 79_000;

/** What the manifest lists: one entry per record of src/content/. */
export interface Manifest {
  hero: ResponsiveImage;
  /**
   * By slug or id, one entry per record found under locales/ (posts: drafts included). Keyed by
   * string: a record added since the pictures were drawn has none yet, and the site shows another
   * picture for it (src/content/pictures.ts) until `npm run images` draws it.
   */
  services: Record<string, ResponsiveImage>;
  blog: Record<string, ResponsiveImage>;
  team: Record<string, ResponsiveImage>;
  /** A figure that stands for no one: a member's or a client's until theirs is drawn. */
  someone: ResponsiveImage;
  testimonials: Record<string, ResponsiveImage>;
  partners: Record<(typeof PARTNER_IDS)[number], FixedImage>;
  og: FixedImage;
  story: { mp4: string; webm: string; poster: ResponsiveImage; width: number; height: number };
}

/**
 * Encodes a picture (an SVG, or a raster already at its output size) to AVIF or WebP, lowering
 * quality until the file fits the budget.
 */
async function encode(source: string | Buffer, format: 'avif' | 'webp'): Promise<Buffer> {
  const steps = format === 'avif' ? [62, 56, 50, 44, 38, 32] : [84, 78, 72, 66, 60, 54, 48, 42];
  for (const quality of steps) {
    const img = sharp(typeof source === 'string' ? Buffer.from(source) : source).flatten({ background: INK[950] });
    const out =
      format === 'avif'
        ? await img.avif({ quality, effort: 6, chromaSubsampling: '4:2:0' }).toBuffer()
        : await img.webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    if (out.length < BUDGET) return out;
  }
  throw new Error(`Cannot fit ${format} under ${BUDGET} bytes`);
}

/**
 * Writes files under public/ and keeps a list of them for the size report. With `encode: false`
 * nothing is drawn, encoded or written: the manifest entries alone (their file names follow from
 * the names and widths), to regenerate src/content/images.generated.ts in a moment.
 */
export class ImageWriter {
  readonly written: { file: string; bytes: number }[] = [];
  readonly root: string;
  readonly encode: boolean;
  /** Leave every file that exists as it is: draw only what is missing. */
  readonly keepExisting: boolean;

  constructor(root: string, { encode = true, keepExisting = false } = {}) {
    this.root = root;
    this.encode = encode;
    this.keepExisting = keepExisting;
  }

  private kept(file: string): boolean {
    return this.keepExisting && existsSync(path.join(this.root, 'public', file));
  }

  /** A file under public/, given as a path relative to it. */
  async write(file: string, data: Buffer | (() => Promise<Buffer>), { replace = false } = {}): Promise<void> {
    if (!this.encode || (!replace && this.kept(file))) return;
    const buffer = typeof data === 'function' ? await data() : data;
    const target = path.join(this.root, 'public', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, buffer);
    this.written.push({ file: path.relative(this.root, target), bytes: buffer.length });
  }

  /**
   * Writes <dir>/<name>-<w>.{avif,webp} for every width and returns the manifest entry.
   * build(w, h) returns the picture at that output size: an SVG, or a raster (a record's own
   * picture, which `redraw` draws again even when only what is missing is drawn: it may have been
   * replaced, and the same picture encodes to the same bytes).
   */
  async responsive(
    dir: string,
    name: string,
    widths: readonly [number, ...number[]],
    ratio: number,
    build: (w: number, h: number) => string | Promise<Buffer>,
    { redraw = false } = {},
  ): Promise<ResponsiveImage> {
    const urls: Record<'avif' | 'webp', string[]> = { avif: [], webp: [] };
    for (const w of widths) {
      const h = Math.round(w * ratio);
      const files = (['avif', 'webp'] as const).map((format) => `${dir}/${name}-${w}.${format}`);
      const keep = !redraw && files.every((file) => this.kept(file));
      const source = this.encode && !keep ? await build(w, h) : '';
      for (const format of ['avif', 'webp'] as const) {
        const rel = `${dir}/${name}-${w}.${format}`;
        if (!keep) await this.write(rel, () => encode(source, format), { replace: true });
        urls[format].push(`/${rel} ${w}w`);
      }
    }
    const maxW = widths[widths.length - 1]!;
    return {
      src: `/${dir}/${name}-${widths[Math.floor(widths.length / 2)]}.webp`,
      srcSetAvif: urls.avif.join(', '),
      srcSetWebp: urls.webp.join(', '),
      width: maxW,
      height: Math.round(maxW * ratio),
    };
  }

  /** What was written, largest first, and the total. */
  report(): string {
    const rows = [...this.written].sort((a, b) => b.bytes - a.bytes);
    const total = rows.reduce((sum, w) => sum + w.bytes, 0);
    const largest = rows[0];
    return [
      ...rows.map((w) => `${(w.bytes / 1024).toFixed(1).padStart(7)} KB  ${w.file}`),
      '',
      `${rows.length} files, ${(total / 1024).toFixed(1)} KB in total` +
        (largest ? `; largest ${largest.file} (${(largest.bytes / 1024).toFixed(1)} KB)` : ''),
    ].join('\n');
  }
}

/** Runs fn over the keys, at most `limit` at a time; the results keyed as the keys, in their order. */
export async function mapLimit<K extends string, V>(
  keys: readonly K[],
  limit: number,
  fn: (key: K) => Promise<V>,
): Promise<Record<K, V>> {
  const result = new Map<K, V>();
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      result.set(key, await fn(key));
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return Object.fromEntries(keys.map((k) => [k, result.get(k)!])) as Record<K, V>;
}

/** The logo (public/logo.svg): its file, its content and its viewBox. */
export async function readLogo(root: string): Promise<{ svg: string; inner: string; viewBox: string }> {
  const svg = await readFile(path.join(root, 'public', 'logo.svg'), 'utf8');
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 40 40';
  return { svg, inner, viewBox };
}

const q = (s: string) => `'${s}'`;
const key = (k: string) => (/^[a-z]\w*$/i.test(k) ? k : q(k));

function tsImage(img: ResponsiveImage, indent: number): string {
  const pad = ' '.repeat(indent);
  return `{\n${pad}  src: ${q(img.src)},\n${pad}  srcSetAvif: ${q(img.srcSetAvif)},\n${pad}  srcSetWebp: ${q(img.srcSetWebp)},\n${pad}  width: ${img.width},\n${pad}  height: ${img.height},\n${pad}}`;
}

function tsRecord(name: string, keyType: string, record: Record<string, ResponsiveImage>): string {
  const body = Object.entries(record)
    .map(([k, img]) => `  ${key(k)}: ${tsImage(img, 2)},`)
    .join('\n');
  return `export const ${name}: Record<${keyType}, ResponsiveImage> = {\n${body}\n};\n`;
}

/**
 * The image manifest, keyed by the records' own types, in two modules: what every page's shell
 * shows (the hero, the share picture) in src/content/images.generated.ts, and the records'
 * pictures in src/content/recordImages.generated.ts, which only the parts showing them load.
 */
export function renderManifest(m: Manifest): { shell: string; records: string } {
  const partners = Object.entries(m.partners)
    .map(([id, logo]) => `  ${key(id)}: { src: ${q(logo.src)}, width: ${logo.width}, height: ${logo.height} },`)
    .join('\n');
  const header = `// Generated by scripts/generate-images.ts — do not edit
// Regenerate with \`node --import tsx scripts/generate-images.ts\` (and \`node --import tsx scripts/generate-video.ts\` for the video).
`;
  const shell = `${header}import type { FixedImage, ResponsiveImage } from './imageTypes';

export const HERO_IMAGE: ResponsiveImage = ${tsImage(m.hero, 0)};

export const OG_IMAGE: FixedImage = { src: ${q(m.og.src)}, width: ${m.og.width}, height: ${m.og.height} };
`;
  const records = `${header}import type { PARTNER_IDS } from './ids';
import type { FixedImage, ResponsiveImage } from './imageTypes';

${tsRecord('SERVICE_IMAGES', 'string', m.services)}
${tsRecord('BLOG_IMAGES', 'string', m.blog)}
${tsRecord('TEAM_IMAGES', 'string', m.team)}
${tsRecord('TESTIMONIAL_IMAGES', 'string', m.testimonials)}
export const SOMEONE_IMAGE: ResponsiveImage = ${tsImage(m.someone, 0)};

export const PARTNER_LOGOS: Record<(typeof PARTNER_IDS)[number], FixedImage> = {
${partners}
};

export const STORY_VIDEO: { mp4: string; webm: string; poster: ResponsiveImage; width: number; height: number } = {
  mp4: ${q(m.story.mp4)},
  webm: ${q(m.story.webm)},
  poster: ${tsImage(m.story.poster, 2)},
  width: ${m.story.width},
  height: ${m.story.height},
};
`;
  return { shell, records };
}
