import { clickToLoad, iframe } from '../components/click-to-load';

export interface ErpVideoProps {
  videoId: string;
  /** Accessible name of the facade, e.g. "Play video: ERP Digital in practice". */
  playLabel: string;
  iframeTitle: string;
  poster: { src: string; width: number; height: number };
}

/**
 * Click-to-load video (client/components/click-to-load.ts). The server renders a plain link to
 * the video on YouTube with a local poster (works without JavaScript, contacts no third party);
 * enhanced, a click swaps in the privacy-enhanced player, autoplaying, with focus in it.
 */
export default function ErpVideo({ videoId, playLabel, poster }: ErpVideoProps) {
  return (
    <a className="video-frame video-facade" href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`} data-video-facade="">
      <img src={poster.src} width={poster.width} height={poster.height} alt="" loading="lazy" decoding="async" />
      <span className="video-facade__play" aria-hidden="true">
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside an aria-hidden span; the link says what it does. */}
        <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" focusable="false">
          <path d="M8 5.5v13l11-6.5Z" />
        </svg>
      </span>
      <span className="visually-hidden">{playLabel}</span>
    </a>
  );
}

/** A click swaps the facade for the player's frame (client/components/click-to-load.ts). */
export function enhance(island: HTMLElement, { videoId, iframeTitle, poster }: ErpVideoProps): void {
  clickToLoad(island.querySelector<HTMLAnchorElement>('[data-video-facade]'), () => {
    const frame = iframe({
      src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`,
      title: iframeTitle,
      width: poster.width,
      height: poster.height,
      allow: 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
      referrerpolicy: 'strict-origin-when-cross-origin',
      allowfullscreen: '',
    });
    const node = document.createElement('div');
    node.className = 'video-frame';
    node.replaceChildren(frame);
    return { node, frame };
  });
}
