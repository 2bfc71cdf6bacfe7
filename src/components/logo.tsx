import { usePage } from './use-page';
import { el } from './svg-markup';

const MARK = {
  __html:
    el('rect', { class: 'logo__bg', width: 34, height: 34, rx: 8 }) +
    el('path', {
      d: 'M7 23 17 9l10 14',
      class: 'logo__peak',
      fill: 'none',
      'stroke-width': 3.4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    el('path', { d: 'M12 25.5h10', stroke: '#fff', 'stroke-width': 2.6, 'stroke-linecap': 'round' }),
};

/** Wordmark with a chevron mark (an upward "vértice"), drawn inline so it needs no request. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { company } = usePage();
  return (
    <span className={`logo ${inverted ? 'logo--inverted' : ''}`}>
      <svg
        className="logo__mark"
        width="34"
        height="34"
        viewBox="0 0 34 34"
        aria-hidden="true"
        focusable="false"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the constant logo drawing defined in this file.
        dangerouslySetInnerHTML={MARK}
      />
      <span className="logo__text">
        <span className="logo__name">{company.name.split(' ')[0]}</span>{' '}
        <span className="logo__tag">{company.name.split(' ').slice(1).join(' ')}</span>
      </span>
    </span>
  );
}
