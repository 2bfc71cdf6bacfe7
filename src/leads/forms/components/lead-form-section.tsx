import type { ReactNode } from 'react';
import { tList } from '../../../i18n/i18n';
import { SectionHeader } from '../../../components/sections/section-header';
import { usePage } from '../../../components/use-page';
import { LeadForm, type LeadFormProps } from './lead-form';

/**
 * The diagnostic request section of the home page and the landing page: the pitch (header and
 * check list, plus `extra` below it) beside the lead card. Texts come from `{keys}.eyebrow`,
 * `.title`, `.subtitle`, `.points`, `.formTitle` and `.formText`.
 */
export function LeadFormSection({
  keys,
  id,
  className,
  headingId,
  formHeadingId,
  form,
  extra,
}: {
  keys: string;
  id: string;
  className: string;
  headingId: string;
  formHeadingId: string;
  form: Pick<LeadFormProps, 'placement' | 'variant'>;
  extra?: ReactNode;
}) {
  const { t } = usePage();
  const points = tList<string>(t, `${keys}.points`);
  return (
    <section className={`section section--alt ${className}`} id={id} aria-labelledby={headingId}>
      <div className="container section-split">
        <div className="section-split__text">
          <SectionHeader
            id={headingId}
            align="start"
            eyebrow={t(`${keys}.eyebrow`)}
            title={t(`${keys}.title`)}
            subtitle={t(`${keys}.subtitle`)}
          />
          <ul className="check-list check-list--lg">
            {points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          {extra}
        </div>
        <div className="lead-card" role="group" aria-labelledby={formHeadingId}>
          <h3 id={formHeadingId} className="lead-card__title">
            {t(`${keys}.formTitle`)}
          </h3>
          <p className="lead-card__text">{t(`${keys}.formText`)}</p>
          <LeadForm {...form} />
        </div>
      </div>
    </section>
  );
}
