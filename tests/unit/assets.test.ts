import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shellImages from '../../src/content/images';
import { BLOG_IMAGES } from '../../src/content/pictureFiles';
import * as recordImages from '../../src/content/recordImages';
import { TECH_STACK, techIconSrc } from '../../src/content/tech';

/** The pictures' data: the shell's, the records' and the posts'. */
const images = { ...shellImages, ...recordImages, BLOG_IMAGES };

const publicDir = path.resolve(import.meta.dirname, '../../public');

/** Every file path a record or the image manifest names. */
function paths(value: unknown): string[] {
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((part) => part.trim().split(' ')[0]!)
      .filter((p) => p.startsWith('/'));
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(paths);
  return [];
}

describe('generated assets', () => {
  const files = [...new Set(paths(images))];

  it('exist at the paths the records name', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !existsSync(path.join(publicDir, file)))).toEqual([]);
  });

  it('keep every image under 80 KB and the story video under 1.5 MB', () => {
    const heavy = files.filter((file) => {
      const size = statSync(path.join(publicDir, file)).size;
      return /\.(mp4|webm)$/.test(file) ? size > 1.5 * 1024 * 1024 : size > 80 * 1024;
    });
    expect(heavy).toEqual([]);
  });

  it('put blog images under /Blog-Images/', () => {
    for (const image of Object.values(images.BLOG_IMAGES)) expect(image.src.startsWith('/Blog-Images/')).toBe(true);
  });
});

describe('technology marks', () => {
  const slugs = [...new Set(TECH_STACK.flatMap((group) => group.items.map((item) => item.icon)))];

  it('exist for every technology and match their simple-icons source', async () => {
    const { iconBySlug, techIconSvg } = await import('../../scripts/generate-tech-icons');
    expect(slugs.length).toBe(14);
    for (const slug of slugs) {
      const file = path.join(publicDir, techIconSrc(slug));
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), slug).toBe(techIconSvg(iconBySlug(slug)));
    }
  });
});

describe('web fonts', () => {
  it('are the output of scripts/generate-fonts.ts and stay small', async () => {
    const { FONTS, fontPath, subset } = await import('../../scripts/generate-fonts');
    for (const font of FONTS) {
      const committed = readFileSync(fontPath(font.file));
      expect(committed.length, font.file).toBeLessThan(32 * 1024);
      expect(Buffer.compare(committed, await subset(font)), font.file).toBe(0);
    }
    // Cutting two fonts takes a few seconds of processor time: more while the machine is busy.
  }, 60_000);
});
