// `virtual:drawn-pictures`, the module that tells the pages which records' pictures are drawn
// (src/content/recordImages.ts): made when the site is built, tested or served, from the records
// of locales/records/ and the files in public/, so that no list of pictures is kept in the
// repository. A plugin of vite.config.ts and vitest.config.ts; `vite` (the dev server) makes it
// again when a picture or a record file is added, changed or removed.
import path from 'node:path';
import type { Plugin } from 'vite';
import { PICTURE_SETS } from '../../src/content/images';
import type { DrawnPictures, PictureSet } from '../../src/content/imageTypes';
import { drawnNames } from '../../src/content/pictureFiles';
import { recordPictures } from '../../src/content/recordFiles';

const ID = 'virtual:drawn-pictures';
const RESOLVED = `\0${ID}`;
const RECORDS_DIR = path.resolve(import.meta.dirname, '..', '..', 'locales', 'records');

/** The records whose pictures are all in `publicDir`, by kind, in the order of their record files. */
function drawnPictures(publicDir: string): DrawnPictures {
  const records = recordPictures();
  const drawn = (set: PictureSet, keys: Iterable<string>) => {
    const names = new Set(drawnNames(set, publicDir));
    return [...keys].filter((key) => names.has(key));
  };
  return {
    services: drawn(PICTURE_SETS.services, records.services.keys()),
    team: drawn(PICTURE_SETS.team, records.team.keys()),
    testimonials: drawn(PICTURE_SETS.testimonials, records.testimonials.keys()),
  };
}

export function drawnPicturesPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'drawn-pictures',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(drawnPictures(publicDir))};\n` : undefined),
    configureServer(server) {
      const dirs = [
        RECORDS_DIR,
        ...[PICTURE_SETS.services, PICTURE_SETS.team, PICTURE_SETS.testimonials].map((set) => path.join(publicDir, set.dir)),
      ];
      server.watcher.add(dirs);
      const changed = (file: string) => {
        if (!dirs.some((dir) => file.startsWith(`${dir}${path.sep}`))) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, changed);
    },
  };
}
