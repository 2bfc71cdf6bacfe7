import type { TFunction } from 'i18next';
import type { Category } from '../content/types';
import { tObject } from './i18n';

/** Translated category names by slug (blog:categories). */
export function categoryLabels(t: TFunction): Record<string, string> {
  const labels = tObject<Record<string, string>>(t, 'blog:categories');
  return typeof labels === 'object' && labels !== null ? labels : {};
}

/** A category shows its translated name by slug, otherwise the name the CMS gives it. */
export function categoryLabel(t: TFunction, category: Pick<Category, 'slug' | 'name'>): string {
  return categoryLabels(t)[category.slug] ?? category.name;
}
