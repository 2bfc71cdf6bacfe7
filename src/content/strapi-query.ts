import type { Lang } from '../shared/languages';

/** A value in a Strapi filter tree; null, undefined and '' are skipped. */
export type FilterValue = string | number | boolean | null | undefined | FilterTree | FilterValue[];
export interface FilterTree {
  [key: string]: FilterValue;
}

/** What a Strapi REST list call can ask. */
export interface StrapiQuery {
  page?: number;
  pageSize?: number;
  /** Default publishedAt:desc for articles; name:asc for categories and tags. */
  sort?: string[];
  /** '*' for one level of every relation and media, or named relations. */
  populate?: '*' | string[];
  /**
   * Populate as Strapi 5's object form (`populate[hero][populate][0]=bullets`,
   * `populate[blocks][on][home.faq][populate][0]=items`): what a dynamic zone needs, and which
   * cannot be mixed with the list form of `populate`.
   */
  populateTree?: FilterTree;
  filters?: FilterTree;
  fields?: string[];
  locale?: Lang;
  /** Relations to populate with their number of entries only (`populate[x][count]=true`). */
  count?: string[];
  /**
   * Drafts instead of published content (editor preview only, never cached): v5 `status=draft`,
   * v4 `publicationState=preview`. Set by the preview route, never from visitor input.
   */
  drafts?: boolean;
}

/**
 * Query string for a Strapi v4 or v5 list call. Both publication-state parameters are always
 * sent (v4 reads `publicationState=live`, v5 reads `status=published`, each ignores the other)
 * and visitor input never reaches them: only the preview route, behind its secret, asks drafts.
 * URLSearchParams does all the escaping.
 */
export function buildStrapiParams(query: StrapiQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.append('pagination[page]', String(query.page));
  if (query.pageSize !== undefined) params.append('pagination[pageSize]', String(query.pageSize));
  query.sort?.forEach((s, i) => {
    params.append(`sort[${i}]`, s);
  });
  if (query.populate === '*') params.append('populate', '*');
  else
    query.populate?.forEach((p, i) => {
      params.append(`populate[${i}]`, p);
    });
  if (query.populateTree) appendTree(params, 'populate', query.populateTree);
  if (query.filters) appendTree(params, 'filters', query.filters);
  query.count?.forEach((relation) => {
    params.append(`populate[${relation}][count]`, 'true');
  });
  query.fields?.forEach((f, i) => {
    params.append(`fields[${i}]`, f);
  });
  params.append('publicationState', query.drafts ? 'preview' : 'live');
  params.append('status', query.drafts ? 'draft' : 'published');
  if (query.locale) params.append('locale', query.locale);
  return params;
}

function appendTree(params: URLSearchParams, prefix: string, value: FilterValue): void {
  if (value === null || value === undefined || value === '') return;
  if (Array.isArray(value)) {
    // Re-index after skipping empties so Strapi's qs parser sees a dense array.
    value
      .filter((v) => !isEmpty(v))
      .forEach((v, i) => {
        appendTree(params, `${prefix}[${i}]`, v);
      });
  } else if (typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) appendTree(params, `${prefix}[${key}]`, v);
  } else {
    params.append(prefix, String(value));
  }
}

/** True when a filter branch would produce no parameter at all. */
function isEmpty(value: FilterValue): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/** Search runs in the CMS, an $or of $containsi over these fields. */
export function searchFilter(search: string | undefined): FilterTree | undefined {
  const s = search?.trim();
  if (!s) return undefined;
  return {
    $or: [
      { title: { $containsi: s } },
      { excerpt: { $containsi: s } },
      { content: { $containsi: s } },
      { category: { name: { $containsi: s } } },
      { tags: { name: { $containsi: s } } },
    ],
  };
}
