import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The SQLite file the site's own receiver stores into while the end-to-end tests serve the build
 * on `port` (playwright.config.ts gives it to `npm start`'s server): a file of the run's own, never data/.
 */
export const e2eLeadsDb = (port: number | string): string => path.join(tmpdir(), `qimmah-e2e-leads-${port}.sqlite`);
