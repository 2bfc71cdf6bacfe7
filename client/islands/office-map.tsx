import { clickToLoad, iframe } from '../components/click-to-load';

export interface OfficeMapProps {
  /** Google Maps' embeddable map of the address. */
  embedUrl: string;
  /** The same place on Google Maps itself: where the facade leads without JavaScript. */
  searchUrl: string;
  iframeTitle: string;
  /** The facade's call to action, e.g. "Show the map (Google Maps)". */
  loadLabel: string;
  /** What loading the map shares, in one line. */
  note: string;
  newTab: string;
  street: string;
  /** City and state, e.g. "Mogi das Cruzes – SP". */
  place: string;
  postalCode: string;
}

/**
 * The office map, click-to-load: until the visitor asks, the page shows the address on a map-like
 * card and contacts no third party (Google Maps receives the visitor's IP address and browser data
 * when the map loads, as the privacy notice says).
 */
export default function OfficeMap({ searchUrl, loadLabel, note, newTab, street, place, postalCode }: OfficeMapProps) {
  return (
    <a className="map-box__fallback map-facade" href={searchUrl} target="_blank" rel="noopener" data-map-facade="">
      <span className="map-facade__pin" aria-hidden="true" />
      <span>{street}</span>
      <span>
        {place}, <span className="nowrap">{postalCode}</span>
      </span>
      <span className="map-facade__action">{loadLabel}</span>
      <span className="map-facade__note">{note}</span>
      <span className="visually-hidden" data-new-tab="">
        {newTab}
      </span>
    </a>
  );
}

/** A click swaps the facade for the map's frame (client/components/click-to-load.ts). */
export function enhance(island: HTMLElement, { embedUrl, iframeTitle }: OfficeMapProps): void {
  const link = island.querySelector<HTMLAnchorElement>('[data-map-facade]');
  // Enhanced, a plain click loads the map in place instead of opening a new tab.
  link?.querySelector('[data-new-tab]')?.remove();
  clickToLoad(link, () => {
    const frame = iframe({
      src: embedUrl,
      title: iframeTitle,
      referrerpolicy: 'no-referrer-when-downgrade',
      width: 1200,
      height: 500,
      allowfullscreen: '',
    });
    return { node: frame, frame };
  });
}
