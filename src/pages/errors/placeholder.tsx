import { usePage } from '../../components/use-page';

/** Temporary body for a route whose page is built in a later issue. */
export function PlaceholderPage({ heading }: { heading: string }) {
  const { t } = usePage();
  return (
    <section className="section">
      <div className="container">
        <h1>{heading}</h1>
        <p>{t('placeholder')}</p>
      </div>
    </section>
  );
}
