// Starts a prerender worker (scripts/prerender-worker.ts) with tsx's loader: a worker thread does
// not inherit the `--import tsx` of the script that starts it.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./prerender-worker.ts', import.meta.url).href);
