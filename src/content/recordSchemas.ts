import { z } from 'zod';
import { FEATURE_ICONS, SERVICE_TAG_IDS, TEAM_CATEGORIES } from './ids';

/*
 * The records other than posts: one file each under locales/records/, an object by slug or id in
 * display order, the text under the same key in each language's locale file. src/content/
 * recordFiles.ts checks them before the build renders anything; the app reads the same files
 * (their types: locales/records/*.d.json.ts). Nothing in the browser imports this module.
 */

const strict = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);

/** A slug: lower-case letters and digits in words joined by hyphens (the post's address). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const recordKey = z.string().regex(SLUG, 'expected an id of lower-case words joined by hyphens, such as "web-apps"');
/** A record's own picture: a file in the folder named after its record file (locales/records/team/). */
const ownPicture = z
  .string()
  .regex(/^[\w.-]+\.(?:jpe?g|png|webp|svg)$/i, 'expected a file name in the folder beside the record file, such as "omar.jpg"')
  .optional();
const isoDay = z.iso.date('expected a date as "YYYY-MM-DD"');
const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https:// address' });

export const serviceRecordSchema = strict({
  tag: z.enum(SERVICE_TAG_IDS),
  /** One icon per feature of its page (locales/<lang>/service-details.json → items.<slug>.features). */
  featureIcons: z.array(z.enum(FEATURE_ICONS)).length(3),
  picture: ownPicture,
});
export const teamRecordSchema = strict({
  category: z.enum(TEAM_CATEGORIES),
  email: z.email('expected an email address').optional(),
  twitter: httpsUrl.optional(),
  linkedin: httpsUrl.optional(),
  github: httpsUrl.optional(),
  picture: ownPicture,
});
const positionRecordSchema = strict({
  /** An external application form shown on the position's page; "" to apply by email only. */
  applyLink: z
    .string()
    .refine(
      (link) => link === '' || httpsUrl.safeParse(link).success,
      'expected an https:// address, or "" to apply by email only',
    ),
  remote: z.boolean(),
  /** The first day it is open (listed, with its page): a later day schedules it. */
  datePosted: isoDay,
  /** Its last day to apply, in Riyadh time: from the next day it is closed (src/content/careers.ts). */
  validThrough: isoDay,
});
/** A position's last day is not before its first (days as YYYY-MM-DD compare as strings). */
const closesAfterPosted = (position: { datePosted: string; validThrough: string }) =>
  position.validThrough >= position.datePosted;
const closesAfterPostedError = {
  path: ['validThrough'],
  message: 'expected a day on or after datePosted: the last day to apply',
};
export const testimonialRecordSchema = strict({ picture: ownPicture });

/** locales/records/<file>: the schema of each record file. */
export const recordFileSchemas = {
  'services.json': z.record(recordKey, serviceRecordSchema),
  'team.json': z.record(recordKey, teamRecordSchema),
  'positions.json': strict({
    jobs: z.record(recordKey, positionRecordSchema.refine(closesAfterPosted, closesAfterPostedError)),
    internships: z.record(
      recordKey,
      positionRecordSchema.extend({ durationMonths: z.int().min(1).max(12) }).refine(closesAfterPosted, closesAfterPostedError),
    ),
  }),
  'testimonials.json': z.record(recordKey, testimonialRecordSchema),
};
