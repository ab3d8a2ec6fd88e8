import { HERO_IMAGE } from './images';
import type { ResponsiveImage } from './imageTypes';
import { SERVICE_IMAGES, SOMEONE_IMAGE, TEAM_IMAGES, TESTIMONIAL_IMAGES } from './recordImages';
import type { ServiceData } from './services';

/*
 * The picture each record shows. A record added under locales/records/ has none until its files are
 * in public/ (`npm run images` draws them, or turns its own picture into the site's sizes); till
 * then it shows a stand-in, never another person's portrait.
 */

/** A service's picture; till its own is drawn, the first service's. */
export const serviceImage = (service: ServiceData): ResponsiveImage =>
  SERVICE_IMAGES[service.slug] ?? Object.values(SERVICE_IMAGES)[0] ?? HERO_IMAGE;

/** A member's portrait; till theirs is drawn, a figure that stands for no one. */
export const memberImage = (id: string): ResponsiveImage => TEAM_IMAGES[id] ?? SOMEONE_IMAGE;

/** A client's portrait in a testimonial; till theirs is drawn, a figure that stands for no one. */
export const testimonialImage = (id: string): ResponsiveImage => TESTIMONIAL_IMAGES[id] ?? SOMEONE_IMAGE;
