import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND, INK } from '../../src/content/palette';

const css = readFileSync(path.resolve(import.meta.dirname, '../../src/styles/index.css'), 'utf8');

/** The `--color-<name>-<shade>` tokens of the stylesheet's @theme. */
function tokens(name: string): Record<string, string> {
  const pattern = new RegExp(`--color-${name}-(\\d+):\\s*(#[0-9a-f]{6});`, 'gi');
  return Object.fromEntries([...css.matchAll(pattern)].map(([, shade, value]) => [shade!, value!.toLowerCase()]));
}

describe('palette', () => {
  it('is the colour tokens of the stylesheet, shade for shade', () => {
    expect(tokens('brand')).toEqual(Object.fromEntries(Object.entries(BRAND)));
    expect(tokens('ink')).toEqual(Object.fromEntries(Object.entries(INK)));
  });
});
