import { Icon } from '../../components/icons';
import { LineIcon } from '../../components/sections/line-icon';
import { usePage } from '../../components/use-page';
import { Prerendered } from '../../components/prerendered';

/**
 * The budget banner. The original 'Saiba mais' button had no action; here it leads to
 * the contact page, so it is never a dead end.
 */
export function BudgetBanner() {
  const { t, href } = usePage();
  return (
    <section className="budget-banner" aria-labelledby="budget-title">
      <Prerendered name="budget-banner" className="container budget-banner__inner">
        {() => (
          <>
            <span className="budget-banner__icon">
              <LineIcon name="fileText" size={28} />
            </span>
            <div className="budget-banner__text">
              <h2 id="budget-title">{t('home:budget.title')}</h2>
              <p>{t('home:budget.text')}</p>
            </div>
            <a className="btn btn--secondary btn--lg" href={href('/contact')} data-budget-link="">
              {t('home:budget.button')}
              <span className="visually-hidden"> {t('home:budget.buttonContext')}</span>
              <Icon name="arrowRight" size={18} />
            </a>
          </>
        )}
      </Prerendered>
    </section>
  );
}
