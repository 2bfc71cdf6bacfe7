// The solutions' list is shared data (src/shared/solutions.ts): the components read it from here.
import { SOLUTIONS, type Solution } from '../../shared/solutions';

export { SOLUTIONS, type Solution, type SolutionKey, type SolutionSlug } from '../../shared/solutions';

export function solutionBySlug(slug: string): Solution | undefined {
  return SOLUTIONS.find((s) => s.slug === slug);
}
