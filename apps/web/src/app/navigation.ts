type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

/** The router registers itself here so code outside components (the API client's hooks) can navigate. */
export function bindNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void navigateImpl(to, options);
}
