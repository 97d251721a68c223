import type { Role, User } from '@pustaka/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

/** Who is calling: resolved from the bearer token by the auth module, cached per session. */
export type Principal = {
  userId: number;
  sessionId: string;
  role: Role;
  roles: Role[];
  groupIds: number[];
  groupNames: string[];
  emailVerified: boolean;
  user: User;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the bearer token of a request, or throws UNAUTHENTICATED / SESSION_REVOKED. */
    authenticate(request: FastifyRequest): Promise<Principal>;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

export type AccessRule = {
  /** Most routes need a verified email address; the few an unverified user must reach say so. */
  allowUnverified?: boolean;
  /** The caller needs at least one of these roles. */
  roles?: Role[];
  /** The caller needs to belong to one of these groups (by name). */
  groups?: string[];
};

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Marks the hooks that decide who may call a route; see `accessChecksFirst`. */
const ACCESS_CHECK = Symbol('access check');

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Declares a hook an access check, which must run as the route's `onRequest`. */
export function accessCheck<H extends Hook>(hook: H): H {
  return Object.assign(hook, { [ACCESS_CHECK]: true });
}

const isAccessCheck = (hook: unknown) => typeof hook === 'function' && ACCESS_CHECK in hook;

/**
 * Who may call a route is decided before its body is read or validated: a caller without the right role
 * gets 401/403 and learns nothing about the schema (nor costs a parse of a large body). A route that puts
 * an access check anywhere but `onRequest` fails at start, so a new module cannot get the order wrong.
 */
export const accessChecksFirst: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const) {
      const hooks = [route[stage]].flat();
      if (hooks.some(isAccessCheck)) {
        throw new Error(`${route.method} ${route.url}: access checks belong in onRequest, not ${stage}`);
      }
    }
  });
});

/** An onRequest hook that lets the request through only when the caller satisfies the rule. */
export function requireAuth(rule: AccessRule = {}) {
  return accessCheck(async function checkAccess(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    const principal = await request.server.authenticate(request);
    request.principal = principal;
    if (!rule.allowUnverified && !principal.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
    if (rule.roles && !rule.roles.some((role) => principal.roles.includes(role)))
      throw new AppError('FORBIDDEN');
    if (rule.groups && !rule.groups.some((group) => principal.groupNames.includes(group))) {
      throw new AppError('FORBIDDEN');
    }
  });
}

/** Reads the principal a requireAuth hook attached; a route without one is a programming error. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() used on a route without requireAuth()');
  return request.principal;
}
