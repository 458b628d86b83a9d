import { lazy, Suspense } from 'react';

// Only document pages show the search: its code (search matching, the dropdown) loads with them.
const DocumentSearch = lazy(() =>
  import('@/features/documents/components/document-search').then((m) => ({
    default: m.DocumentSearch,
  })),
);

/** The header's search slot on a document (SPEC §2), filled by the documents feature. */
export function DocumentHeaderSearch() {
  return (
    <Suspense fallback={null}>
      <DocumentSearch />
    </Suspense>
  );
}
