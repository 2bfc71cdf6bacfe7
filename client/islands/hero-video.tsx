import { firstActivity } from '../loader/activity';

export interface HeroVideoProps {
  /** In order of preference; `media` narrows a source further (phones get a smaller encode). */
  sources: { src: string; type: string; media?: string }[];
  poster: string;
  width: number;
  height: number;
  className?: string;
}

/** On an error the video is retried up to 3 times, after 1 s, 2 s and 3 s. */
export const RETRY_DELAYS = [1000, 2000, 3000] as const;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const MOTION_OK = '(prefers-reduced-motion: no-preference)';
/** Phones: the video plays their 640×360 encode, and only at the visitor's first activity (see `enhance`). */
export const PHONE = '(max-width: 767px)';

type State = 'playing' | 'poster';

/**
 * The hero's looping, muted background video over its poster. The server renders it without
 * autoplay and fetching nothing (preload none): the poster is the first paint, and without
 * JavaScript the poster is what shows. `enhance` starts it and adds the retries on error, which
 * are only logged (errors are never shown; the poster behind stays); for visitors who
 * prefer reduced motion it never plays (no source even matches for them).
 */
export default function HeroVideo({ sources, poster, width, height, className }: HeroVideoProps) {
  return (
    <video
      className={className}
      data-hero-video=""
      data-state={'playing' satisfies State}
      muted
      loop
      playsInline
      preload="none"
      poster={poster}
      width={width}
      height={height}
      aria-hidden="true"
      tabIndex={-1}
    >
      {/* Visitors who prefer reduced motion never fetch the video: no source matches for them. */}
      {sources.map((s) => (
        <source key={s.src} src={s.src} type={s.type} media={s.media ? `${MOTION_OK} and ${s.media}` : MOTION_OK} />
      ))}
    </video>
  );
}

/** The first screen's video: its script runs as the loader starts, before any activity (client/loader/main.ts). */
export const eager = true;

/**
 * Plays the video, with retries. On wider screens it plays at once. On phones it waits for the
 * visitor's first activity (a touch, a scroll, a key): decoding video frames is main-thread work that a phone loading the page should
 * not do before anyone looks, and a visitor who only glances at the first screen sees the poster
 * (the video's first frame) and downloads nothing more; phones get a 640×360 encode.
 */
export function enhance(island: HTMLElement): void {
  const video = island.querySelector<HTMLVideoElement>('video[data-hero-video]');
  if (!video) return;
  const show = (state: State) => {
    video.dataset.state = state;
  };
  if (window.matchMedia(REDUCED_MOTION).matches) {
    show('poster');
    return;
  }
  // play() rejects when loading fails or is cut short; the 'error' listener below handles that.
  const play = () => void video.play().catch(() => {});

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
      play();
    }, delay);
  };

  // A failed <source> fires 'error' on itself (it does not bubble, hence capture); the video
  // has failed when its last source has, or when the element itself reports a media error.
  function onError(e: Event) {
    if (e.target === video || e.target === lastSource) fail();
  }
  video.addEventListener('error', onError, true);

  const start = () => {
    video.preload = 'auto';
    play();
  };
  if (window.matchMedia(PHONE).matches) void firstActivity().then(start);
  else start();
}
