import { isLineIcon, LineIcon } from './line-icon';
import { HeadedSection, type SectionHeading } from './section-header';

/** A client's quote with its author and role. `photo` is optional: the author's initials stand in for it. */
export interface Testimonial {
  quote: string;
  result: string;
  resultIcon: string;
  timeframe: string;
  author: string;
  position: string;
  company: string;
  photo?: string;
  /** What the photo shows (a photo from the CMS carries it); the repository's have none. */
  photoAlt?: string;
}

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Three testimonial cards; shared by the home and the landing page (and any page that wants it). */
export function Testimonials({ items, className = '', ...heading }: SectionHeading & { items: Testimonial[] }) {
  return (
    <HeadedSection {...heading} className={`testimonials ${className}`}>
      {() => (
        <ul className="testimonials__grid">
          {items.map((item) => (
            <li key={item.author} className="testimonial" data-testimonial="">
              <figure>
                <p className="testimonial__result">
                  <span className="testimonial__result-icon">
                    <LineIcon name={isLineIcon(item.resultIcon) ? item.resultIcon : 'barChart'} size={18} />
                  </span>
                  <span>{item.result}</span>
                </p>
                <blockquote className="testimonial__quote">
                  <p>{item.quote}</p>
                </blockquote>
                <p className="testimonial__timeframe">
                  <LineIcon name="calendar" size={16} />
                  <span>{item.timeframe}</span>
                </p>
                <figcaption className="testimonial__author">
                  {item.photo ? (
                    <img
                      className="testimonial__avatar"
                      src={item.photo}
                      alt={item.photoAlt ?? ''}
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="testimonial__avatar testimonial__avatar--initials" aria-hidden="true">
                      {initials(item.author)}
                    </span>
                  )}
                  <span>
                    <cite className="testimonial__name">{item.author}</cite>
                    <span className="testimonial__role">
                      {item.position} · {item.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}
