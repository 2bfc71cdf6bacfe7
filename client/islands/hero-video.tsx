export interface HeroVideoProps {
  sources: { src: string; type: string }[];
  poster: string;
  width: number;
  height: number;
  className?: string;
}

/** Spec §4 and §9: on an error the video is retried up to 3 times, after 1 s, 2 s and 3 s. */
export const RETRY_DELAYS = [1000, 2000, 3000] as const;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const MOTION_OK = '(prefers-reduced-motion: no-preference)';

type State = 'playing' | 'poster';

/**
 * The hero's looping, muted background video. The server renders it with autoplay (it plays
 * without JavaScript); `enhance` adds what needs a script: the retries on error, which are only
 * logged (spec §4: errors are never shown; the poster behind stays), and reduced motion, where
 * the video is stopped and only the poster shows.
 */
export default function HeroVideo({ sources, poster, width, height, className }: HeroVideoProps) {
  return (
    <video
      className={className}
      data-hero-video=""
      data-state={'playing' satisfies State}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      poster={poster}
      width={width}
      height={height}
      aria-hidden="true"
      tabIndex={-1}
    >
      {/* Visitors who prefer reduced motion never fetch the video: no source matches for them. */}
      {sources.map((s) => (
        <source key={s.src} src={s.src} type={s.type} media={MOTION_OK} />
      ))}
    </video>
  );
}

/**
 * Retries and reduced motion, as a plain script: listeners and timers need no React, and the
 * home page's first screen then evaluates no React DOM while it loads (client/main.ts).
 */
export function enhance(island: HTMLElement): void {
  const video = island.querySelector<HTMLVideoElement>('video[data-hero-video]');
  if (!video) return;
  const show = (state: State) => {
    video.dataset.state = state;
  };
  if (window.matchMedia(REDUCED_MOTION).matches) {
    video.autoplay = false;
    video.removeAttribute('autoplay');
    video.pause();
    show('poster');
    return;
  }

  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const lastSource = video.querySelector('source:last-of-type');

  const fail = () => {
    if (stopped || timer !== undefined) return;
    if (attempt >= RETRY_DELAYS.length) {
      stopped = true;
      video.removeEventListener('error', onError, true);
      console.warn(`Hero video unavailable after ${RETRY_DELAYS.length} retries; showing the poster.`);
      show('poster');
      return;
    }
    const delay = RETRY_DELAYS[attempt]!;
    attempt += 1;
    console.info(`Hero video failed to load; retry ${attempt}/${RETRY_DELAYS.length} in ${delay / 1000} s.`);
    timer = setTimeout(() => {
      timer = undefined;
      video.load();
    }, delay);
  };

  // A failed <source> fires 'error' on itself (it does not bubble, hence capture); the video
  // has failed when its last source has, or when the element itself reports a media error.
  function onError(e: Event) {
    if (e.target === video || e.target === lastSource) fail();
  }
  video.addEventListener('error', onError, true);

  // It may have failed before this script ran.
  if (video.error || (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE && video.readyState === HTMLMediaElement.HAVE_NOTHING)) {
    fail();
  }
}
