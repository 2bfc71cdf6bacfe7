/**
 * A text a page shows as a paragraph: the repository's plain text, or the CMS's markdown, which
 * the articles' pipeline rendered and sanitised (src/content/pages/), as the same block.
 */
export function RichText({ className, html, text }: { className: string; html: string | undefined; text: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the articles' markdown pipeline rendered and sanitised it (src/content/markdown/).
  if (html) return <div className={`${className} rich`} dangerouslySetInnerHTML={{ __html: html }} />;
  return <p className={className}>{text}</p>;
}
