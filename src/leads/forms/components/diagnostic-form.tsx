import DiagnosticFormIsland, { type DiagnosticFormProps } from '../../../../client/islands/diagnostic-form';
import { DIAGNOSTIC_FORM } from '../../../shared/form-rules/lead-form';
import { usePage } from '../../../components/use-page';
import { baseFormProps } from './form-props';
import { FormIsland, type FormProps } from './form-island';

export interface DiagnosticRequestFormProps {
  placement?: 'diagnostico-lean-page';
  /** Element id of the form, lower-case kebab. Default 'diagnostic-request-form'. */
  id?: string;
}

/**
 * The /diagnosticlean request form: a real form posting to /api/leads that works
 * without JavaScript, enhanced by the diagnostic-form island.
 */
export function DiagnosticRequestForm({ placement = 'diagnostico-lean-page', id = 'diagnostic-request-form' }: DiagnosticRequestFormProps) {
  const page = usePage();
  const { t } = page;
  const props: FormProps<DiagnosticFormProps> = {
    ...baseFormProps(
      page,
      id,
      '/api/leads',
      DIAGNOSTIC_FORM,
      { identificador: placement, variant: 'diagnostic' },
      { successText: 'forms:diagnostic.successText' },
    ),
    labels: {
      submit: t('forms:diagnostic.submit'),
      successTitle: t('forms:diagnostic.successTitle'),
      error: t('forms:diagnostic.error'),
    },
  };
  return <FormIsland component={DiagnosticFormIsland} props={props} />;
}
