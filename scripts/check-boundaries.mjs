// The module-boundary rule: a server module reaches another only through its index.ts (tables.ts may
// reference another module's tables.ts for foreign keys); platform code never imports modules; web
// features never import each other.
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
  ]
    .map((m) => m[1] ?? m[2])
    .filter((spec) => spec.startsWith('.'));
}

const serverSrc = path.join(root, 'apps/server/src');
for (const file of filesUnder(serverSrc)) {
  const relFile = path.relative(serverSrc, file);
  const ownModule = relFile.startsWith('modules/') ? relFile.split('/')[1] : undefined;
  for (const spec of importsOf(file)) {
    const target = path.relative(serverSrc, path.resolve(path.dirname(file), spec));
    if (relFile.startsWith('platform/') && target.startsWith('modules/')) {
      problems.push(`${relFile}: platform code imports a module (${spec})`);
    }
    if (!target.startsWith('modules/')) continue;
    const [, targetModule, ...rest] = target.split('/');
    if (targetModule === ownModule) continue;
    const inner = rest.join('/');
    const allowed = inner === 'index.ts' || (path.basename(file) === 'tables.ts' && inner === 'tables.ts');
    if (!allowed && !relFile.startsWith('db/')) {
      problems.push(`apps/server/src/${relFile}: imports ${spec}; use modules/${targetModule}/index.ts`);
    }
  }
}

const featuresDir = path.join(root, 'apps/web/src/features');
for (const file of filesUnder(featuresDir)) {
  const ownFeature = path.relative(featuresDir, file).split(path.sep)[0];
  for (const spec of importsOf(file)) {
    const target = path.relative(featuresDir, path.resolve(path.dirname(file), spec));
    if (target.startsWith('..')) continue;
    const targetFeature = target.split(path.sep)[0];
    if (targetFeature !== ownFeature) {
      problems.push(
        `${path.relative(root, file)}: feature "${ownFeature}" imports feature "${targetFeature}"`,
      );
    }
  }
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/from\s*['"]@\/features\/([^/'"]+)/g)) {
    if (m[1] !== ownFeature)
      problems.push(`${path.relative(root, file)}: feature "${ownFeature}" imports feature "${m[1]}"`);
  }
}

if (problems.length) {
  console.error(`Module boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Module boundaries: ok');
