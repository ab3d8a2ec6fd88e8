import drawn from 'virtual:drawn-pictures';
import type { PARTNER_IDS } from './ids';
import { partnerLogo, PICTURE_SETS, responsiveImage, responsiveImages, SOMEONE } from './images';
import type { FixedImage, ResponsiveImage } from './imageTypes';

/*
 * The pictures of the records (services, members, clients) and of the About page, which only the
 * parts showing them load. Which records have theirs drawn comes from the build
 * (`virtual:drawn-pictures`, scripts/images/drawnPictures.ts: the files found in public/); a record
 * without shows a stand-in (src/content/recordPictures.ts).
 */

/** By slug, in the order of locales/records/services.json: the services whose pictures are drawn. */
export const SERVICE_IMAGES: Record<string, ResponsiveImage> = responsiveImages(PICTURE_SETS.services, drawn.services);
/** By id, likewise for the team's members. */
export const TEAM_IMAGES: Record<string, ResponsiveImage> = responsiveImages(PICTURE_SETS.team, drawn.team);
/** By id, likewise for the clients of the testimonials. */
export const TESTIMONIAL_IMAGES: Record<string, ResponsiveImage> = responsiveImages(
  PICTURE_SETS.testimonials,
  drawn.testimonials,
);
/** A figure that stands for no one: a member's or a client's until theirs is drawn. */
export const SOMEONE_IMAGE: ResponsiveImage = responsiveImage(PICTURE_SETS.team, SOMEONE);

export const PARTNER_LOGOS: Record<(typeof PARTNER_IDS)[number], FixedImage> = {
  partner1: partnerLogo('partner1'),
  partner2: partnerLogo('partner2'),
  partner3: partnerLogo('partner3'),
  partner4: partnerLogo('partner4'),
};

const poster = responsiveImage(PICTURE_SETS.poster, 'our-story-poster');
/** The story video (scripts/generate-video.ts), at the size of its poster's largest file. */
export const STORY_VIDEO: { mp4: string; webm: string; poster: ResponsiveImage; width: number; height: number } = {
  mp4: '/media/our-story.mp4',
  webm: '/media/our-story.webm',
  poster,
  width: poster.width,
  height: poster.height,
};
