import { usePage } from './use-page';

/** Wordmark with a chevron mark (an upward "vértice"), drawn inline so it needs no request. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { company } = usePage();
  return (
    <span className={`logo ${inverted ? 'logo--inverted' : ''}`}>
      <svg className="logo__mark" width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect className="logo__bg" width="34" height="34" rx="8" />
        <path d="M7 23 17 9l10 14" className="logo__peak" fill="none" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M12 25.5h10" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{company.name.split(' ')[0]}</span>{' '}
        <span className="logo__tag">{company.name.split(' ').slice(1).join(' ')}</span>
      </span>
    </span>
  );
}
