// The module-boundary rule: a server module reaches another only through its index.ts (tables.ts may
// reference another module's tables.ts for foreign keys, the error registry each module's errors.ts);
// platform code never imports modules; a server import that leaves its own module or platform folder uses
// the package's # alias; web features never import each other and reach other folders through @/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];

function filesUnder(dir) {
  const out = [];
  const walk = (d) => {
    let names;
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(name)) out.push(full);
    }
  };
  walk(dir);
  return out;
}

function importsOf(file) {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] ?? m[2]);
}

/**
 * The server's imports of its own files, as paths relative to apps/server/src: relative ones, and the
 * package's `#` aliases (apps/server/package.json `imports`: `#platform/...`, `#modules/...`, `#db/...`,
 * `#test/...`, `#seed/...`, `#config/...`, and `#app/...` for the files at the top of src).
 */
function serverTargetOf(file, spec) {
  if (spec.startsWith('.')) return path.relative(serverSrc, path.resolve(path.dirname(file), spec));
  const alias = /^#(app|platform|modules|db|test|seed|config)\/(.+)$/.exec(spec);
  if (!alias) return undefined;
  return alias[1] === 'app' ? path.normalize(alias[2]) : path.join(alias[1], alias[2]);
}

/** What a file may reach with a relative import: its module, its platform folder, or its top folder. */
function areaOf(relFile) {
  const parts = relFile.split(path.sep);
  if (parts.length === 1) return '';
  if ((parts[0] === 'modules' || parts[0] === 'platform') && parts.length > 2)
    return path.join(parts[0], parts[1]);
  return parts[0];
}
const within = (target, area) =>
  area === '' ? !target.includes(path.sep) : target === area || target.startsWith(area + path.sep);

const serverSrc = path.join(root, 'apps/server/src');
for (const file of filesUnder(serverSrc)) {
  const relFile = path.relative(serverSrc, file);
  const ownModule = relFile.startsWith('modules/') ? relFile.split('/')[1] : undefined;
  for (const spec of importsOf(file)) {
    const target = serverTargetOf(file, spec);
    if (target === undefined) continue;
    // A relative import that climbs out of its own area hides where it lands; the alias names it.
    if (spec.startsWith('../') && !within(target, areaOf(relFile))) {
      problems.push(
        `apps/server/src/${relFile}: imports ${spec}; use the # alias (#${target.split(path.sep).join('/')})`,
      );
    }
    if (relFile.startsWith('platform/') && target.startsWith('modules/')) {
      problems.push(`${relFile}: platform code imports a module (${spec})`);
    }
    if (!target.startsWith('modules/')) continue;
    const [, targetModule, ...rest] = target.split('/');
    if (targetModule === ownModule) continue;
    const inner = rest.join('/');
    // Tables name each other for foreign keys (and db/schema.ts collects them); the error registry collects
    // each module's codes file, which holds data only.
    const allowed =
      inner === 'index.ts' ||
      (path.basename(file) === 'tables.ts' && inner === 'tables.ts') ||
      (relFile === 'error-registry.ts' && inner === 'errors.ts');
    if (!allowed && !relFile.startsWith('db/')) {
      problems.push(`apps/server/src/${relFile}: imports ${spec}; use modules/${targetModule}/index.ts`);
    }
  }
}

// The web app imports across folders through the `@/` alias (apps/web/src); `../` would hide which folder a
// file reaches into. `node scripts/web-alias-imports.mjs` rewrites such imports.
const webSrc = path.join(root, 'apps/web/src');
const featuresDir = path.join(webSrc, 'features');
/** The file or folder an import names, relative to apps/web/src; undefined for a package. */
function webTarget(file, spec) {
  if (spec.startsWith('@/')) return path.normalize(spec.slice(2));
  if (spec.startsWith('.')) return path.relative(webSrc, path.resolve(path.dirname(file), spec));
  return undefined;
}
for (const file of filesUnder(webSrc)) {
  const relFile = path.relative(root, file);
  const ownFeature = file.startsWith(featuresDir + path.sep)
    ? path.relative(featuresDir, file).split(path.sep)[0]
    : undefined;
  for (const spec of importsOf(file)) {
    if (spec.startsWith('../')) problems.push(`${relFile}: imports ${spec}; use the @/ alias`);
    const target = webTarget(file, spec);
    if (!ownFeature || !target?.startsWith(`features${path.sep}`)) continue;
    const targetFeature = target.split(path.sep)[1];
    if (targetFeature !== ownFeature) {
      problems.push(`${relFile}: feature "${ownFeature}" imports feature "${targetFeature}"`);
    }
  }
}

// A query key is built by its feature's key factory (`xKeys.detail(id)`), never written out where it is used:
// a literal there names a cache by a string its owner can rename without knowing. Tests may write keys.
const literalQueryKey = /queryKey:\s*\[\s*['"`]/g;
for (const file of filesUnder(webSrc)) {
  if (/\.test\.tsx?$/.test(file)) continue;
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(literalQueryKey)) {
    const line = source.slice(0, match.index).split('\n').length;
    problems.push(`${path.relative(root, file)}:${line}: a literal query key; use the owning key factory`);
  }
}

if (problems.length) {
  console.error(`Module boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Module boundaries: ok');
