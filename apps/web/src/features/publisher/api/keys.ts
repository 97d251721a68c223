/** Everything the publisher screens keep in the query cache sits under this root. */
export const publisherRootKey = ['publisher'] as const;

/** Active categories for the product editor's select. */
export const publisherCategoryKeys = {
  all: [...publisherRootKey, 'categories'] as const,
};

/** The shared author directory as the product editor's picker searches it. */
export const authorPickerKeys = {
  all: [...publisherRootKey, 'authors'] as const,
  search: (q: string) => [...authorPickerKeys.all, q] as const,
};
