import type { Lang } from '../i18n/languages';

// Small inline flags (3:2): emoji flags do not render on Windows, and images would cost requests.
export function Flag({ lang }: { lang: Lang }) {
  const common = { width: 21, height: 14, viewBox: '0 0 21 14', 'aria-hidden': true, focusable: false, className: 'flag' } as const;
  if (lang === 'pt') {
    return (
      <svg {...common}>
        <rect width="21" height="14" fill="#009b3a" />
        <path d="M10.5 1.6 19 7l-8.5 5.4L2 7Z" fill="#fedf00" />
        <circle cx="10.5" cy="7" r="3.1" fill="#002776" />
      </svg>
    );
  }
  if (lang === 'es') {
    return (
      <svg {...common}>
        <rect width="21" height="14" fill="#c60b1e" />
        <rect y="3.5" width="21" height="7" fill="#ffc400" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect width="21" height="14" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((y) => (
        <rect key={y} y={y * (14 / 13)} width="21" height={14 / 13} fill="#b22234" />
      ))}
      <rect width="9" height={14 * (7 / 13)} fill="#3c3b6e" />
    </svg>
  );
}
