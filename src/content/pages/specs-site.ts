// The site settings: the frame every page shows (the header's navigation, the footer, the chat
// button's greeting, the consent banner) and the forms' words, one localized single type (model.ts says what a spec
// holds). Each group is a section of its own, so a mistake in one leaves the others as the editor
// wrote them. The words of the interface (landmark names, the menu button, screen-reader hints)
// stay in the repository. Data only, read by the worker and by scripts/cms.
import type { PageModelSpec } from './model';

export const SITE_SPECS: readonly PageModelSpec[] = [
  {
    name: 'site-setting',
    kind: 'single',
    ns: 'common',
    base: '',
    sections: [
      { name: 'nav', at: 'nav', keep: ['label', 'mobileLabel', 'homeLabel', 'solutionsToggle', 'menu', 'skipToContent'] },
      { name: 'footer', at: 'footer' },
      { name: 'chat', at: 'chat', keep: ['region', 'buttonLabel', 'close'] },
      // `preferences` stays in the repository: no page shows it (the footer's cookie link is `footer.cookies`).
      { name: 'consent', at: 'consent', ns: 'legal', keep: ['region', 'preferences'] },
      // The forms' labels, hints and success texts, one group per form (the form islands get them
      // through form-props.ts, as they get the repository's); their error messages stay in the code.
      {
        name: 'diagnosticForm',
        at: 'diagnostic',
        ns: 'forms',
        fields: {
          name: 'name',
          company: 'company',
          position: 'position',
          positionPlaceholder: 'positionPlaceholder',
          phone: 'phone',
          phoneHint: 'phoneHint',
          email: 'email',
          employees: 'employees',
          segment: 'segment',
          pain: 'pain',
          painPlaceholder: 'painPlaceholder',
          submit: 'submit',
          successTitle: 'successTitle',
          successText: 'successText',
        },
      },
      {
        name: 'contactForm',
        at: 'contact',
        ns: 'forms',
        fields: {
          name: 'name',
          namePlaceholder: 'namePlaceholder',
          email: 'email',
          emailPlaceholder: 'emailPlaceholder',
          phone: 'phone',
          subject: 'subject',
          subjectPlaceholder: 'subjectPlaceholder',
          message: 'message',
          messagePlaceholder: 'messagePlaceholder',
          submit: 'submit',
          successTitle: 'successTitle',
          successText: 'successText',
        },
      },
      {
        name: 'privacyForm',
        at: 'request',
        ns: 'legal',
        fields: {
          name: 'name',
          email: 'email',
          type: 'type',
          typePlaceholder: 'typePlaceholder',
          details: 'details',
          detailsHint: 'detailsHint',
          submit: 'submit',
          successTitle: 'successTitle',
          successText: 'successText',
        },
      },
      // The lead form of the campaign page and the home page's diagnostic section. The two share
      // their labels, hints inside the fields and success line (leadForm); the home page's button,
      // phone hint and success title are its own (homeForm), the others' leadForm's. The phone's
      // example number stays in the repository: the /diagnosticlean form shows it too.
      {
        name: 'leadForm',
        at: 'lead',
        ns: 'forms',
        fields: {
          name: 'name',
          namePlaceholder: 'namePlaceholder',
          company: 'company',
          companyPlaceholder: 'companyPlaceholder',
          phone: 'phone',
          phoneHint: 'phoneHint',
          email: 'email',
          emailPlaceholder: 'emailPlaceholder',
          pain: 'pain',
          painPlaceholder: 'painPlaceholder',
          submit: 'submit',
          successTitle: 'successTitle',
          successText: 'successText',
        },
      },
      {
        name: 'homeForm',
        at: 'strict',
        ns: 'forms',
        fields: { submit: 'submit', phoneHint: 'phoneHint', successTitle: 'successTitle' },
      },
    ],
  },
];
