import { ArchiveFilterForm, PopularTags } from '../components/blog-archive/filters';
import type { ArchiveLabels } from '../components/blog-archive/query';
import { ArchiveResults } from '../components/blog-archive/results';
import { type ArchiveSource, useArchive } from '../components/blog-archive/use-archive';

export type { ArchiveFilters, ArchiveLabels } from '../components/blog-archive/query';

/*
 * The blog archive: filters, popular tags, the grid and "load more". The server renders it
 * complete from the URL (a real GET form, links for tags and for the next page), so it works and
 * is crawlable without JavaScript; hydrated, it filters in place: search after a short pause in
 * typing, a category or a tag (choosing one clears the other), the URL kept in sync, page 1
 * refetched from the API, and "load more" appending the next page (with filters too).
 */

export interface BlogArchiveProps extends ArchiveSource {
  categories: { slug: string; label: string }[];
  tags: { slug: string; name: string }[];
  popularTags: { slug: string; name: string; href: string }[];
  labels: ArchiveLabels;
}

export default function BlogArchive(props: BlogArchiveProps) {
  const archive = useArchive(props);
  return (
    <div className="blog-archive" data-status={archive.status}>
      <ArchiveFilterForm archive={archive} action={props.action} labels={props.labels} categories={props.categories} tags={props.tags} />
      <PopularTags archive={archive} labels={props.labels} tags={props.popularTags} />
      <ArchiveResults archive={archive} action={props.action} labels={props.labels} />
    </div>
  );
}
