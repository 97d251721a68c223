import type { Role, User } from '@pustaka/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** A preHandler that lets the request through only when the caller satisfies the rule. */
export function requireAuth(rule: AccessRule = {}) {
  return async function checkAccess(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const principal = await request.server.authenticate(request);
    request.principal = principal;
    if (!rule.allowUnverified && !principal.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
    if (rule.roles && !rule.roles.some((role) => principal.roles.includes(role)))
      throw new AppError('FORBIDDEN');
    if (rule.groups && !rule.groups.some((group) => principal.groupNames.includes(group))) {
      throw new AppError('FORBIDDEN');
    }
  };
}

/** Reads the principal a requireAuth preHandler attached; a route without one is a programming error. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() used on a route without requireAuth()');
  return request.principal;
}
