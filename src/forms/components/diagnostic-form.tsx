import DiagnosticFormIsland, { type DiagnosticFormProps } from '../../../client/islands/diagnostic-form';
import { EMPLOYEE_RANGES, SEGMENTS } from '../../shared/forms/lead-schema';
import { usePage } from '../../components/use-page';
import { baseFormProps } from './form-props';
import { FormIsland } from './form-island';

export interface DiagnosticRequestFormProps {
  placement?: 'diagnostico-lean-page';
  /** Element id of the form, lower-case kebab. Default 'diagnostic-request-form'. */
  id?: string;
}

const FIELDS = ['name', 'company', 'position', 'phone', 'email', 'employees', 'segment', 'pain'];

/**
 * The /diagnosticlean request form: a real form posting to /api/leads that works
 * without JavaScript, enhanced by the diagnostic-form island.
 */
export function DiagnosticRequestForm({ placement = 'diagnostico-lean-page', id = 'diagnostic-request-form' }: DiagnosticRequestFormProps) {
  const page = usePage();
  const { t } = page;
  const props: DiagnosticFormProps = {
    ...baseFormProps(page, id, '/api/leads', FIELDS, { identificador: placement, variant: 'diagnostic' }),
    labels: {
      name: t('forms:diagnostic.name'),
      company: t('forms:diagnostic.company'),
      position: t('forms:diagnostic.position'),
      phone: t('forms:diagnostic.phone'),
      email: t('forms:diagnostic.email'),
      employees: t('forms:diagnostic.employees'),
      segment: t('forms:diagnostic.segment'),
      pain: t('forms:diagnostic.pain'),
      positionPlaceholder: t('forms:diagnostic.positionPlaceholder'),
      phonePlaceholder: t('forms:lead.phonePlaceholder'),
      phoneHint: t('forms:lead.phoneHint'),
      emailPlaceholder: t('forms:lead.emailPlaceholder'),
      painPlaceholder: t('forms:diagnostic.painPlaceholder'),
      choose: t('forms:diagnostic.choose'),
      optional: t('forms:common.optional'),
      submit: t('forms:diagnostic.submit'),
      successTitle: t('forms:lead.successTitle'),
      error: t('forms:diagnostic.error'),
    },
    employees: EMPLOYEE_RANGES.map((value) => ({ value, label: t(`forms:diagnostic.employeesOptions.${value}`) })),
    segments: SEGMENTS.map((value) => ({ value, label: t(`forms:diagnostic.segmentOptions.${value}`) })),
  };
  return <FormIsland name="diagnostic-form" component={DiagnosticFormIsland} props={props} />;
}
