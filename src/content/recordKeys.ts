/**
 * A record file's keys (locales/records/*.json), in the file's order, typed as its keys: `in`
 * checks each one, so nothing is asserted. The build checks every record file, field by field and
 * against each language's text (src/content/recordFiles.ts), before anything renders.
 */
export function keysOf<T extends object>(records: T): (keyof T & string)[] {
  return Object.keys(records).filter((key): key is keyof T & string => key in records);
}
