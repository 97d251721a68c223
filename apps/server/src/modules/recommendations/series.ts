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
 * Products in series, gathered one at a time (a rebuild reads the catalogue in pages and keeps only the
 * products whose title names a volume).
 */
export class SeriesIndex {
  private readonly bySeries = new Map<string, { id: number; volume: number }[]>();

  /** `group` is the owner the series belongs to: the author, else the seller. */
  add(id: number, name: string, group: string | number): void {
    const place = seriesPlace(name);
    if (!place) return;
    const key = `${group}|${place.key}`;
    const volumes = this.bySeries.get(key);
    if (volumes) volumes.push({ id, volume: place.volume });
    else this.bySeries.set(key, [{ id, volume: place.volume }]);
  }

  /**
   * For each product in a series, the next volume on sale: the lowest volume above its own among products
   * with the same series key and owner.
   */
  nextVolumes(): Map<number, number> {
    const next = new Map<number, number>();
    for (const volumes of this.bySeries.values()) {
      volumes.sort((a, b) => a.volume - b.volume || a.id - b.id);
      // Volumes [at, end) share a number; the first of the next number follows each of them.
      for (let at = 0, end = 0; at < volumes.length; at = end) {
        const volume = volumes[at]?.volume;
        while (end < volumes.length && volumes[end]?.volume === volume) end += 1;
        const following = volumes[end]?.id;
        if (following === undefined) break;
        for (let i = at; i < end; i += 1) next.set(volumes[i]?.id ?? 0, following);
      }
    }
    return next;
  }
}

/** `SeriesIndex.nextVolumes` of products given whole. */
export function nextVolumes(items: { id: number; name: string; group: string }[]): Map<number, number> {
  const series = new SeriesIndex();
  for (const item of items) series.add(item.id, item.name, item.group);
  return series.nextVolumes();
}
