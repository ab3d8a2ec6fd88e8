import { TESTIMONIAL_IDS } from './ids';

export type TestimonialId = (typeof TESTIMONIAL_IDS)[number];

/** The eight testimonials, in display order; text in testimonials.json, portraits by id. */
export const TESTIMONIALS: readonly TestimonialId[] = TESTIMONIAL_IDS;
