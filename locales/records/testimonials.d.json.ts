// What testimonials.json holds, for TypeScript: the testimonials by id, as the English text names
// them. The build checks the file against the text before anything renders
// (src/content/recordFiles.ts), so the app reads it without checking it again.
import type { z } from 'zod';
import type { testimonialRecordSchema } from '../../src/content/recordSchemas';
import type en from '../en/testimonials.json';

declare const records: Record<keyof (typeof en)['items'], z.infer<typeof testimonialRecordSchema>>;
export default records;
