import { LeadFormSection } from '../../leads/forms/components/lead-form-section';

/** The request form, in the section with id "form" that the hero button scrolls to. */
export function LandingForm() {
  return (
    <LeadFormSection
      keys="landing:form"
      id="form"
      className="landing-form"
      headingId="landing-form-title"
      formHeadingId="landing-lead-title"
      form={{ placement: 'diagnostico-lean-digital-gratuito' }}
    />
  );
}
