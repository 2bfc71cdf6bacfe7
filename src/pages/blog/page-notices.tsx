import type { PageNotice } from '../../content/service';
import { usePage } from '../../components/use-page';

/**
 * Under a page preview's bar: each section of the draft the site does not show as written, named
 * by its entry, section (and block) and field, and what the site does instead. Nothing when the
 * draft shows as written.
 */
export function PageNotices({ notices }: { notices: readonly PageNotice[] }) {
  const { t } = usePage();
  if (notices.length === 0) return null;
  const where = (n: PageNotice) => {
    const section = n.section === '*' ? n.model : `${n.model} → ${n.section}`;
    return n.block === undefined ? section : `${section} (${t('blog:preview.notices.block', { n: n.block + 1 })})`;
  };
  const lines = notices.flatMap((n) =>
    n.reason === 'adjusted'
      ? (n.adjusted ?? []).map((a) =>
          t(`blog:preview.notices.${a.problem}`, { section: where(n), field: a.field, given: a.given, max: a.max }),
        )
      : [t(`blog:preview.notices.${n.reason}`, { section: where(n), problems: (n.problems ?? []).join(', ') })],
  );
  return (
    <aside className="preview-notices" aria-labelledby="preview-notices-title">
      <div className="container preview-notices__inner">
        <strong id="preview-notices-title">{t('blog:preview.notices.title')}</strong>
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
