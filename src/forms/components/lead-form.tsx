import LeadFormIsland, { type LeadFormProps as IslandProps } from '../../../client/islands/lead-form';
import { usePage } from '../../components/use-page';
import { baseFormProps } from './form-props';
import { FormIsland } from './form-island';

export interface LeadFormProps {
  placement: 'home-page' | 'diagnostico-lean-digital-gratuito';
  /** 'strict' is the home diagnostic section's variant (international phone, pain at least 10 characters). Default 'standard'. */
  variant?: 'standard' | 'strict';
  /** Element id of the form, lower-case kebab (anchor target). Default `lead-<placement>[-strict]`. */
  id?: string;
}

const FIELDS = ['name', 'company', 'phone', 'email', 'pain'];

/**
 * The home and landing lead form: a real form posting to /api/leads
 * that works without JavaScript, enhanced by the lead-form island.
 */
export function LeadForm({ placement, variant = 'standard', id }: LeadFormProps) {
  const page = usePage();
  const { t } = page;
  const formId = id ?? `lead-${placement}${variant === 'strict' ? '-strict' : ''}`;
  const v = variant === 'strict' ? 'strict' : 'lead';
  const props: IslandProps = {
    ...baseFormProps(page, formId, '/api/leads', FIELDS, { identificador: placement, variant }),
    variant,
    labels: {
      name: t('forms:lead.name'),
      company: t('forms:lead.company'),
      phone: t('forms:lead.phone'),
      email: t('forms:lead.email'),
      pain: t('forms:lead.pain'),
      namePlaceholder: t('forms:lead.namePlaceholder'),
      companyPlaceholder: t('forms:lead.companyPlaceholder'),
      phonePlaceholder: t('forms:lead.phonePlaceholder'),
      emailPlaceholder: t('forms:lead.emailPlaceholder'),
      painPlaceholder: t('forms:lead.painPlaceholder'),
      phoneHint: t(variant === 'strict' ? 'forms:strict.phoneHint' : 'forms:lead.phoneHint'),
      submit: t(`forms:${v}.submit`),
      successTitle: t(`forms:${v}.successTitle`),
      error: t(`forms:${v}.error`),
    },
  };
  return <FormIsland name="lead-form" component={LeadFormIsland} props={props} />;
}
