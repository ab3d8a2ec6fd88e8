// What positions.json holds, for TypeScript: the open jobs and internships by slug, as the English
// text names them, each with the fields its schema gives. The build checks the file against both
// before anything renders (src/content/recordFiles.ts), so the app reads it without checking it again.
import type { z } from 'zod';
import type { recordFileSchemas } from '../../src/content/recordSchemas';
import type en from '../en/careers.json';

type Positions = z.infer<(typeof recordFileSchemas)['positions.json']>;
declare const records: {
  jobs: Record<keyof (typeof en)['jobs'], Positions['jobs'][string]>;
  internships: Record<keyof (typeof en)['internshipItems'], Positions['internships'][string]>;
};
export default records;
