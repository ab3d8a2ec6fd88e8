export interface FontSubset {
  file: string;
  source: string;
  ranges: [number, number][];
}
export const FONTS: FontSubset[];
export function fontPath(file: string): string;
export function subset(font: FontSubset): Promise<Buffer>;
