// A form's fields laid out in rows (`rowsOf` in src/shared/form-rules/field.ts): the islands' forms
// and the privacy page's server-only form share it.
import type { ReactNode } from 'react';
import { type FieldDef, rowsOf } from '../../src/shared/form-rules/field';

/** Two side by side in a `rowClass` element, any other alone; `render` draws one field. */
export function FieldRows({
  fields,
  rowClass,
  render,
}: {
  fields: readonly FieldDef[];
  rowClass: string;
  render: (field: FieldDef) => ReactNode;
}) {
  return (
    <>
      {rowsOf(fields).map((row) =>
        row.length > 1 ? (
          <div className={rowClass} key={row[0]!.name}>
            {row.map(render)}
          </div>
        ) : (
          render(row[0]!)
        ),
      )}
    </>
  );
}
