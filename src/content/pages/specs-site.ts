// The site settings: the frame every page shows (the header's navigation, the footer, the chat
// button's greeting, the consent banner), one localized single type (model.ts says what a spec
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
      // `preferences` is the repository's only: the footer's cookie link is `footer.cookies`.
      // `preferences` stays in the repository: no page shows it (the footer's cookie link is `footer.cookies`).
      { name: 'consent', at: 'consent', ns: 'legal', keep: ['region', 'preferences'] },
    ],
  },
];
