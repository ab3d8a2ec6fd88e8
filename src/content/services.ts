import records from '../../locales/records/services.json' with { type: 'json' };
import type { serviceRecordSchema } from './recordSchemas';
import type { z } from 'zod';
import { keysOf } from './recordKeys';

/**
 * The services, in the order of locales/records/services.json (the spec's order): adding one is an
 * entry there and its text in each language (locales/<lang>/services.json and service-details.json,
 * under the same slug).
 */
export const SERVICE_SLUGS = keysOf(records);
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

type ServiceRecord = z.infer<typeof serviceRecordSchema>;
/** Icons a service feature can show (drawn by FeatureIcon in components/recordIcons.tsx). */
export type FeatureIcon = ServiceRecord['featureIcons'][number];

export interface ServiceData extends Omit<ServiceRecord, 'picture'> {
  slug: ServiceSlug;
}

export const SERVICES: readonly ServiceData[] = SERVICE_SLUGS.map((slug) => ({
  slug,
  tag: records[slug].tag,
  featureIcons: records[slug].featureIcons,
}));
