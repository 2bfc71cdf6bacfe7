import type { ReactNode } from 'react';
import type { ResponsiveImage } from './media';
import { Prerendered } from '../prerendered';

/**
 * Dark hero with a photograph behind a navy overlay. The photo is the page's LCP element: eager,
 * high priority, preloaded by the route (PageMeta.preloadImage with the same srcset and sizes).
 * It is decorative (the text says what matters), hence the empty alt.
 */
export function PageHero({
  image,
  badge,
  title,
  lead,
  children,
  before,
  id,
}: {
  image: ResponsiveImage;
  badge: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  before?: ReactNode;
  id?: string;
}) {
  return (
    <Prerendered name="page-hero" as="section" className="page-hero" attrs={{ 'aria-labelledby': id ?? 'page-title' }}>
      {() => (
        <>
          <img
            className="page-hero__bg"
            src={image.src}
            srcSet={image.srcSet}
            sizes="100vw"
            width={image.width}
            height={image.height}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
          <div className="container page-hero__inner">
            {before}
            <p className="badge badge--on-dark page-hero__badge">{badge}</p>
            <h1 id={id ?? 'page-title'}>{title}</h1>
            {lead}
            {children}
          </div>
        </>
      )}
    </Prerendered>
  );
}
