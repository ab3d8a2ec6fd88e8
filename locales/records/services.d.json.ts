// What services.json holds, for TypeScript: the services by slug, as the English text names them,
// each with the fields its schema gives. The build checks the file against both before anything
// renders (src/content/recordFiles.ts), so the app reads it without checking it again.
import type { z } from 'zod';
import type { serviceRecordSchema } from '../../src/content/recordSchemas';
import type en from '../en/services.json';

declare const records: Record<keyof (typeof en)['items'], z.infer<typeof serviceRecordSchema>>;
export default records;
