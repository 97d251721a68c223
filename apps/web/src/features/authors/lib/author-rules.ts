/** Up to two initials for an avatar without a picture; "U" when the name has none. */
export function authorInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || 'U';
}

/** A website as a safe link: only http(s) addresses, shown without the scheme. */
export function websiteLink(value: string | null | undefined): { href: string; label: string } | null {
  if (!value) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const label = `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
    return { href: url.href, label };
  } catch {
    return null;
  }
}
