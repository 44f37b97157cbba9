import type { PageContent } from '@oslonac/web/screens/public/copy';
import { betterHelpComparison } from '@oslonac/web/screens/public/pages/oslonac-vs-betterhelp';

/** Only comparisons we have written and can stand behind; every other name is a 404. */
const COMPARISONS: Readonly<Record<string, PageContent>> = {
  'oslonac-vs-betterhelp': betterHelpComparison,
};

export function comparison(name: string): PageContent | null {
  return Object.hasOwn(COMPARISONS, name) ? COMPARISONS[name]! : null;
}
