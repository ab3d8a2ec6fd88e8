// One worker of the prerender (scripts/prerender.ts): renders and writes its share of the
// documents, then hands back what each page loads.
import { parentPort, workerData } from 'node:worker_threads';
import { renderJobs, type WorkerInput } from './lib/prerender-render';

parentPort?.postMessage(await renderJobs(workerData as WorkerInput));
