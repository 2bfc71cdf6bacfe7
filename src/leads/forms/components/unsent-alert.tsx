/** Element id of the message a form shows after such a post (the sign that the page shows the form: src/leads/routes/unsent.ts). */
export const unsentId = (formId: string) => `${formId}-unsent`;

/**
 * The message of a post without JavaScript that nothing could keep, right above its form. The
 * page is the answer to the post (its URL is the endpoint's, with no #anchor), so the message
 * takes the focus on load: the browser scrolls to it and a screen reader reads it.
 */
export function UnsentAlert({ formId, message }: { formId: string; message: string }) {
  return (
    // biome-ignore lint/a11y/noAutofocus: the answer to the visitor's own post, which they must see; the page opens at its top otherwise.
    <p className="alert alert--error form__unsent" id={unsentId(formId)} role="alert" tabIndex={-1} autoFocus>
      {message}
    </p>
  );
}
