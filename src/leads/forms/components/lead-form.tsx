import LeadFormIsland, { type LeadFormProps as IslandProps } from '../../../../client/islands/lead-form';
import { LEAD_FORMS } from '../../../shared/form-rules/lead-form';
import { usePage } from '../../../components/use-page';
import { baseFormProps } from './form-props';
import { FormIsland, type FormProps } from './form-island';

export interface LeadFormProps {
  placement: 'home-page' | 'diagnostico-lean-digital-gratuito';
  /** 'strict' is the home diagnostic section's variant (international phone, pain at least 10 characters). Default 'standard'. */
  variant?: 'standard' | 'strict';
  /** Element id of the form, lower-case kebab (anchor target). Default `lead-<placement>[-strict]`. */
  id?: string;
}

/**
 * The home and landing lead form: a real form posting to /api/leads
 * that works without JavaScript, enhanced by the lead-form island.
 */
export function LeadForm({ placement, variant = 'standard', id }: LeadFormProps) {
  const page = usePage();
  const { t } = page;
  const formId = id ?? `lead-${placement}${variant === 'strict' ? '-strict' : ''}`;
  const v = variant === 'strict' ? 'strict' : 'lead';
  const props: FormProps<IslandProps> = {
    ...baseFormProps(
      page,
      formId,
      '/api/leads',
      LEAD_FORMS[variant],
      { identificador: placement, variant },
      { successText: 'forms:lead.successText' },
    ),
    variant,
    labels: {
      submit: t(`forms:${v}.submit`),
      successTitle: t(`forms:${v}.successTitle`),
      error: t(`forms:${v}.error`),
    },
  };
  return <FormIsland component={LeadFormIsland} props={props} />;
}
