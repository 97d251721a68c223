// The container images of deploy/container (decision 059), made with podman on a machine that cannot pull
// from any image registry: a Debian bookworm base made with debootstrap and imported, the app image on it
// from the built bundle, and HAProxy from Debian's package on the same base.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { root } from './cluster/lib.mjs';

export const CACHE = path.resolve(process.env.CONTAINER_CACHE ?? '/var/tmp/pustaka-container');
export const BASE_IMAGE = 'localhost/pustaka-base:bookworm';
export const APP_IMAGE = 'localhost/pustaka:latest';
export const HAPROXY_IMAGE = 'localhost/pustaka-haproxy:latest';
const MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
const deployDir = path.join(root, 'deploy/container');

/**
 * What every podman run and build here needs. The host network: no CNI bridge works on this machine.
 * Explicit rlimits: the runtime's defaults (the host's own, far higher) are refused by this VM's kernel
 * with "setrlimit ... operation not permitted"; these are the highest that were accepted.
 */
export const PODMAN_RUNTIME = process.env.PODMAN_RUNTIME ?? 'runc';
export const LIMITS = ['--ulimit', 'nofile=16384:16384', '--ulimit', 'nproc=4096:4096'];
export const RUN_FLAGS = ['--network', 'host', ...LIMITS];

/** Runs `command`, its output shown; throws on a failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  return result;
}

/** Runs podman with this machine's runtime and answers its trimmed standard output. */
export function podman(args, { check = true } = {}) {
  const result = spawnSync('podman', ['--runtime', PODMAN_RUNTIME, ...args], { encoding: 'utf8' });
  if (check && result.status !== 0)
    throw new Error(`podman ${args.join(' ')} failed: ${result.stderr.trim() || result.status}`);
  return { status: result.status, out: (result.stdout ?? '').trim(), err: (result.stderr ?? '').trim() };
}

export const imageExists = (image) => podman(['image', 'exists', image], { check: false }).status === 0;

/** The image's size in bytes, as podman counts it (its layers, uncompressed). */
export const imageSize = (image) => Number(podman(['image', 'inspect', '--format', '{{.Size}}', image]).out);

/**
 * The base image: Debian bookworm (minbase, with CA certificates) from debootstrap, imported into podman.
 * The root filesystem is kept in CACHE/rootfs, outside the repository, so a second import needs no download.
 */
export function ensureBaseImage() {
  if (imageExists(BASE_IMAGE)) return;
  const rootfs = path.join(CACHE, 'rootfs');
  if (!existsSync(path.join(rootfs, 'etc/debian_version'))) {
    const partial = `${rootfs}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(CACHE, { recursive: true });
    console.log(`debootstrap: Debian bookworm into ${partial}`);
    run('debootstrap', ['--variant=minbase', '--include=ca-certificates', 'bookworm', partial, MIRROR]);
    renameSync(partial, rootfs);
  }
  // Security updates for whatever an image built on it installs (HAProxy), and no downloaded packages.
  writeFileSync(
    path.join(rootfs, 'etc/apt/sources.list'),
    `deb ${MIRROR} bookworm main\ndeb ${MIRROR} bookworm-updates main\ndeb http://deb.debian.org/debian-security bookworm-security main\n`,
  );
  // Nothing a server reads: package lists (an image that installs runs apt-get update), documentation,
  // manual pages and translations, a hundred MB of the base; later installs leave them out too.
  for (const folder of [
    'var/cache/apt',
    'var/lib/apt/lists',
    'usr/share/doc',
    'usr/share/man',
    'usr/share/locale',
  ])
    rmSync(path.join(rootfs, folder), { recursive: true, force: true });
  mkdirSync(path.join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });
  mkdirSync(path.join(rootfs, 'var/lib/apt/lists/partial'), { recursive: true });
  writeFileSync(
    path.join(rootfs, 'etc/dpkg/dpkg.cfg.d/excludes'),
    'path-exclude=/usr/share/doc/*\npath-exclude=/usr/share/man/*\npath-exclude=/usr/share/locale/*\n',
  );
  console.log(`podman import ${rootfs} as ${BASE_IMAGE}`);
  run('sh', [
    '-c',
    `tar --numeric-owner -C "${rootfs}" -c . | podman import --change 'CMD ["/bin/bash"]' - ${BASE_IMAGE}`,
  ]);
}

/**
 * The npm packages the bundle loads from node_modules: the ones apps/server/build.mjs leaves external, and
 * the ones whose files the inlined code finds at run time (the PDF font, the API page's assets).
 */
function runtimePackages() {
  const buildScript = readFileSync(path.join(root, 'apps/server/build.mjs'), 'utf8');
  const block = buildScript.match(/const external = \[([\s\S]*?)\];/)?.[1] ?? '';
  const external = [...block.matchAll(/^\s*'([^']+)',/gm)].map((match) => match[1]);
  if (external.length < 5) throw new Error('could not read the external packages of apps/server/build.mjs');
  return [...external, '@fontsource/dejavu-sans', '@fastify/swagger-ui'];
}

/**
 * Those packages installed with their dependencies (production only) at the versions the bundle was built
 * with, as read from this checkout's node_modules. Kept in CACHE by their list and versions: a rebuild of
 * the app image with the same ones installs nothing.
 */
function productionModules() {
  const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dependencies = {};
  for (const name of runtimePackages()) {
    // A package whose version differs from another dependent's is installed under the server's own folder.
    const installed = ['apps/server/node_modules', 'node_modules']
      .map((folder) => path.join(root, folder, name, 'package.json'))
      .find((file) => existsSync(file));
    if (!installed) throw new Error(`${name} is not installed here (npm ci)`);
    dependencies[name] = JSON.parse(readFileSync(installed, 'utf8')).version;
  }
  const manifest = { name: 'pustaka-runtime', private: true, dependencies, overrides: rootPackage.overrides };
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const folder = path.join(CACHE, `modules-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`);
  if (existsSync(path.join(folder, 'node_modules/.complete'))) return path.join(folder, 'node_modules');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'package.json'), text);
  console.log(`npm install (production) of ${Object.keys(dependencies).length} packages into ${folder}`);
  run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: folder,
  });
  writeFileSync(path.join(folder, 'node_modules/.complete'), '');
  return path.join(folder, 'node_modules');
}

/**
 * The app image's build context in CACHE/context: this machine's node binary and app/ laid out as the
 * repository is (apps/server/dist finds ../../web/dist and node_modules above it).
 */
function appContext() {
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html'])
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: npm run build first`);
  const context = path.join(CACHE, 'context');
  rmSync(context, { recursive: true, force: true });
  const app = path.join(context, 'app');
  mkdirSync(path.join(app, 'apps/server'), { recursive: true });
  cpSync(realpathSync(process.execPath), path.join(context, 'node'));
  cpSync(path.join(root, 'apps/server/dist'), path.join(app, 'apps/server/dist'), { recursive: true });
  // The bundle is ES modules in .js files: the package around it says so.
  writeFileSync(path.join(app, 'apps/server/package.json'), '{ "private": true, "type": "module" }\n');
  cpSync(path.join(root, 'apps/web/dist'), path.join(app, 'apps/web/dist'), { recursive: true });
  cpSync(productionModules(), path.join(app, 'node_modules'), { recursive: true });
  rmSync(path.join(app, 'node_modules/.complete'));
  return context;
}

/** `podman build` as this machine allows it; the docker format keeps HEALTHCHECK (OCI has no such field). */
function build(image, containerfile, context) {
  const imageId = () => podman(['image', 'inspect', '--format', '{{.Id}}', image], { check: false }).out;
  const previous = imageExists(image) ? imageId() : undefined;
  console.log(`podman build ${image}`);
  run('podman', [
    '--runtime',
    PODMAN_RUNTIME,
    'build',
    '--format',
    'docker',
    ...RUN_FLAGS,
    '-f',
    containerfile,
    '-t',
    image,
    context,
  ]);
  // The image it replaces would stay behind untagged, a few hundred MB at each rebuild.
  if (previous && previous !== imageId()) podman(['rmi', previous], { check: false });
}

/** The base (when missing), the app image and the HAProxy image; answers how long each step took. */
export function buildImages() {
  const timings = {};
  const timed = (name, step) => {
    const started = Date.now();
    step();
    timings[name] = (Date.now() - started) / 1000;
  };
  timed('base', ensureBaseImage);
  timed('app', () => build(APP_IMAGE, path.join(deployDir, 'Containerfile'), appContext()));
  timed('haproxy', () => build(HAPROXY_IMAGE, path.join(deployDir, 'haproxy.Containerfile'), deployDir));
  return timings;
}

/** A background `podman` whose exit is awaited: answers { code, output }. */
export function podmanAsync(args) {
  const child = spawn('podman', ['--runtime', PODMAN_RUNTIME, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output: output.trim() })));
}
