import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file of a folder of review records, by path, with its text: what a command must leave as it was. */
export const recordTexts = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]),
  );
