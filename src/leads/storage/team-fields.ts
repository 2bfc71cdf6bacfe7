// What the team's e-mail shows of each kind of submission, in order: every column a form's
// definition fills that is worth reading (field.ts, `columnsOf`), labelled in Portuguese, the
// team's language (the field's Portuguese label unless its definition names a `team` one), then
// what the table itself adds (a privacy request's deadline and notice version).
import { getT } from '../../i18n/i18n';
import { columnsOf } from '../../shared/form-rules/field';
import { memoize } from '../../util/memo';
import { FORMS_OF, type Table } from './columns';

const OWN: Record<Table, [string, string][]> = {
  leads: [],
  contact_messages: [],
  privacy_requests: [
    ['due_at', 'Prazo de resposta'],
    ['notice_version', 'Versão do aviso de privacidade'],
  ],
};

/** [column, label] of what the team's e-mail shows of a submission stored in `table`. */
export const teamFields = memoize((table: Table): [string, string][] => {
  const t = getT('pt');
  const out: [string, string][] = [];
  for (const form of FORMS_OF[table])
    for (const field of form.fields)
      for (const [column, label] of columnsOf(field, t(field.label)))
        if (label !== undefined && !out.some(([c]) => c === column)) out.push([column, label]);
  return [...out, ...OWN[table]];
});
