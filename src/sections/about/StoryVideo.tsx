import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { STORY_VIDEO } from '../../content/recordImages';

/** The 'Our Story' clip with a play/pause button whose name follows its state. */
export function StoryVideo() {
  const { t } = useTranslation('about');
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <figure className="relative overflow-hidden rounded-2xl bg-ink-900 shadow-lg">
      <video
        ref={video}
        width={STORY_VIDEO.width}
        height={STORY_VIDEO.height}
        poster={STORY_VIDEO.poster.src}
        preload="none"
        muted
        loop
        playsInline
        aria-label={t('video.label')}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="aspect-video w-full object-cover"
      >
        <source src={STORY_VIDEO.webm} type="video/webm" />
        <source src={STORY_VIDEO.mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute start-4 bottom-4 inline-flex items-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-ink-900 shadow-md hover:bg-white"
      >
        {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
        {playing ? t('video.pause') : t('video.play')}
      </button>
    </figure>
  );
}
