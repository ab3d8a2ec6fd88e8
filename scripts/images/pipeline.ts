// The image pipeline of scripts/generate-images.ts: whatever the pictures are (today the
// placeholder art of scripts/images/placeholder-art.ts), it encodes each to AVIF + WebP at the
// widths of its kind (src/content/images.ts) under the size budget and writes the files to
// public/. No list of the pictures is written: the build finds them there.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pictureFile } from '../../src/content/images';
import type { PictureSet } from '../../src/content/imageTypes';
import { INK } from '../../src/content/palette';

/** Every raster must stay below this many bytes (80 KB with a small margin). */
export const BUDGET = 79_000;

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

/** Writes files under public/ and keeps a list of them for the size report. */
export class ImageWriter {
  readonly written: { file: string; bytes: number }[] = [];
  readonly root: string;
  /** Leave every file that exists as it is: draw only what is missing. */
  readonly keepExisting: boolean;

  constructor(root: string, { keepExisting = false } = {}) {
    this.root = root;
    this.keepExisting = keepExisting;
  }

  private kept(file: string): boolean {
    return this.keepExisting && existsSync(path.join(this.root, 'public', file));
  }

  /** A file under public/, given as a path relative to it. */
  async write(file: string, data: Buffer | (() => Promise<Buffer>), { replace = false } = {}): Promise<void> {
    if (!replace && this.kept(file)) return;
    const buffer = typeof data === 'function' ? await data() : data;
    const target = path.join(this.root, 'public', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, buffer);
    this.written.push({ file: path.relative(this.root, target), bytes: buffer.length });
  }

  /**
   * Writes the picture `name` of `set`: <dir>/<name>-<w>.{avif,webp} for every width of the set.
   * build(w, h) returns the picture at that output size: an SVG, or a raster (a record's own
   * picture, which `redraw` draws again even when only what is missing is drawn: it may have been
   * replaced, and the same picture encodes to the same bytes).
   */
  async responsive(
    set: PictureSet,
    name: string,
    build: (w: number, h: number) => string | Promise<Buffer>,
    { redraw = false } = {},
  ): Promise<void> {
    for (const w of set.widths) {
      const files = (['avif', 'webp'] as const).map((format) => ({ format, rel: pictureFile(set, name, w, format) }));
      if (!redraw && files.every(({ rel }) => this.kept(rel))) continue;
      const source = await build(w, Math.round(w * set.ratio));
      for (const { format, rel } of files) await this.write(rel, () => encode(source, format), { replace: true });
    }
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

/** Runs fn over the keys, at most `limit` at a time. */
export async function mapLimit<K extends string>(
  keys: readonly K[],
  limit: number,
  fn: (key: K) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let key = keys[next++]; key !== undefined; key = keys[next++]) await fn(key);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** The logo (public/logo.svg): its file, its content and its viewBox. */
export async function readLogo(root: string): Promise<{ svg: string; inner: string; viewBox: string }> {
  const svg = await readFile(path.join(root, 'public', 'logo.svg'), 'utf8');
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 40 40';
  return { svg, inner, viewBox };
}
