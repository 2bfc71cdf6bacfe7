/**
 * The document title a page with this own title gets: " | Vértice Lean Digital" appended when the
 * whole still fits in the 60 characters search results show, else the title alone.
 */
export function withSite(title: string, site = 'Vértice Lean Digital'): string {
  const full = `${title} | ${site}`;
  return full.length <= 60 ? full : title;
}
