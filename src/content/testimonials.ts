import records from '../../locales/records/testimonials.json' with { type: 'json' };
import { keysOf } from './recordKeys';

/**
 * The testimonials, in the order of locales/records/testimonials.json (the carousel's order); their
 * text is in locales/<lang>/testimonials.json under the same id, their portraits by id.
 */
export const TESTIMONIAL_IDS = keysOf(records);
