type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

/** The router registers itself here so code outside components (the API client's hooks) can navigate. */
export function bindNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Resolves once the navigation (including loading the next page's code) has finished. */
export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  await navigateImpl(to, options);
}
