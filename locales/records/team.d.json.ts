// What team.json holds, for TypeScript: the members by id, as the English text names them, each
// with the fields its schema gives. The build checks the file against both before anything renders
// (src/content/recordFiles.ts), so the app reads it without checking it again.
import type { z } from 'zod';
import type { teamRecordSchema } from '../../src/content/recordSchemas';
import type en from '../en/team.json';

declare const records: Record<keyof (typeof en)['members'], z.infer<typeof teamRecordSchema>>;
export default records;
