/** The data island the server put in a public page (`<script type="application/json" id="page-data">`). */
type PageData = { kind: string } & Record<string, unknown>;

let island: PageData | null | undefined;

function readIsland(): PageData | null {
  if (island !== undefined) return island;
  island = null;
  const element = document.getElementById('page-data');
  if (element?.textContent) {
    try {
      island = JSON.parse(element.textContent) as PageData;
    } catch {
      island = null;
    }
  }
  return island;
}

/**
 * The served page's data of `kind`, when the page was opened at `path` (the first page of a visit): the app
 * then shows it at once instead of asking the server again. Later pages of the visit fetch their own data.
 */
export function servedData<T>(kind: string, key: string, path: string): T | undefined {
  const data = readIsland();
  if (!data || data.kind !== kind || window.location.pathname !== path) return undefined;
  return data[key] as T;
}
