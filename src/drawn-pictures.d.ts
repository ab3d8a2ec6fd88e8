/**
 * Which records' pictures are drawn: made by the build from the files in public/
 * (scripts/images/drawnPictures.ts, a plugin of vite.config.ts and vitest.config.ts); the shape of
 * DrawnPictures in src/content/imageTypes.ts.
 */
declare module 'virtual:drawn-pictures' {
  const drawn: {
    services: readonly string[];
    team: readonly string[];
    testimonials: readonly string[];
  };
  export default drawn;
}
