import ContactFormIsland, { type ContactFormProps } from '../../../../client/islands/contact-form';
import { LANG_TAG } from '../../../shared/languages';
import { CONTACT_FORM } from '../../../shared/form-rules/contact-form';
import { COUNTRIES } from '../../../shared/form-rules/countries';
import { memoize } from '../../../util/memo';
import { usePage } from '../../../components/use-page';
import { baseFormProps } from './form-props';
import { FormIsland, type FormProps } from './form-island';

/**
 * Country names in the page's language, computed here so server and browser render the same
 * text; built once per isolate and language (the ICU lookups would be a seventh of /contact's render).
 */
const countryNames = memoize((lang: string): Readonly<Record<string, string>> => Object.freeze(buildCountryNames(lang)));

function buildCountryNames(lang: string): Record<string, string> {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = undefined;
  }
  return Object.fromEntries(COUNTRIES.map((c) => [c.iso, names?.of(c.iso) ?? c.iso]));
}

/**
 * The /contact message form: a real form posting to /api/contact
 * that works without JavaScript, enhanced by the contact-form island.
 */
export function ContactForm({ id = 'contact-form' }: { /** Element id, lower-case kebab. Default 'contact-form'. */ id?: string } = {}) {
  const page = usePage();
  const { t, lang } = page;
  const props: FormProps<ContactFormProps> = {
    ...baseFormProps(page, id, '/api/contact', CONTACT_FORM, {}, { successText: 'forms:contact.successText' }),
    labels: {
      country: t('forms:contact.country'),
      ddd: t('forms:contact.ddd'),
      number: t('forms:contact.number'),
      searchCountry: t('forms:contact.searchCountry'),
      noCountry: t('forms:contact.noCountry'),
      chooseCountry: t('forms:contact.chooseCountry', { country: '{{country}}' }),
      submit: t('forms:contact.submit'),
      successTitle: t('forms:contact.successTitle'),
      error: t('forms:contact.error'),
    },
    countryNames: countryNames(LANG_TAG[lang]),
  };
  return <FormIsland component={ContactFormIsland} props={props} />;
}
