// Series: "Belajar Python Vol. 2" follows "Belajar Python Vol. 1". Pure.

const VOLUME =
  /[\s,:(#-]*\b(?:vol(?:ume)?|jilid|bagian|buku|part|seri|episode|book|chapter|level)\.?\s*(\d{1,3})\b\)?|\s+#?(\d{1,3})\s*$/i;

export type SeriesPlace = { key: string; volume: number };

/** Where a title sits in a series, when it names a volume ("Jilid 3", "Vol. 2", "Part 1", a trailing number). */
export function seriesPlace(title: string): SeriesPlace | undefined {
  const match = VOLUME.exec(title);
  const volume = Number(match?.[1] ?? match?.[2]);
  if (!match || !Number.isInteger(volume) || volume < 1) return undefined;
  const key = (title.slice(0, match.index) + title.slice(match.index + match[0].length))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return key.length >= 3 ? { key, volume } : undefined;
}

/**
 * For each product in a series, the next volume on sale: the lowest volume above its own among products
 * with the same series key and owner (`group`: the author, else the seller).
 */
export function nextVolumes(items: { id: number; name: string; group: string }[]): Map<number, number> {
  const bySeries = new Map<string, { id: number; volume: number }[]>();
  for (const item of items) {
    const place = seriesPlace(item.name);
    if (!place) continue;
    const key = `${item.group}|${place.key}`;
    bySeries.set(key, [...(bySeries.get(key) ?? []), { id: item.id, volume: place.volume }]);
  }
  const next = new Map<number, number>();
  for (const volumes of bySeries.values()) {
    volumes.sort((a, b) => a.volume - b.volume || a.id - b.id);
    for (const item of volumes) {
      const following = volumes.find((other) => other.volume > item.volume);
      if (following) next.set(item.id, following.id);
    }
  }
  return next;
}
