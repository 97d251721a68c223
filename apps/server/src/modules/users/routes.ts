import { randomBytes } from 'node:crypto';
import {
  AdminUserListQuerySchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
  GroupCreateSchema,
  GroupSchema,
  IdParamSchema,
  MessageEnvelopeSchema,
  ProfileUpdateSchema,
  pageOf,
  ROLES,
  RoleSchema,
  successEnvelope,
  UserGroupAssignSchema,
  UserRoleAssignSchema,
  UserSchema,
} from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { readUploadedFile } from '#platform/http/read-uploaded-file.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { sendStoredImage } from '#platform/http/send-stored.ts';
import { type ImageVariant, toWebp } from '#platform/images.ts';
import { say } from '#platform/messages.ts';
import { addRole, adminUpdateUser, deleteUser, listUsers, removeRole, setActive } from './administration.ts';
import { addUserToGroup, createGroup, deleteGroup, listGroups, removeUserFromGroup } from './groups.ts';
import { becomeCreator, replaceProfileImage, updateProfile } from './profile.ts';
import { getUser } from './user-records.ts';
import { exportUsersCsv } from './user-reports.ts';

const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const PROFILE_IMAGE_SIZES: Record<'avatar' | 'cover', ImageVariant> = {
  avatar: { width: 256, height: 256 },
  cover: { width: 1500, height: 500 },
};

const userEnvelope = successEnvelope(UserSchema);

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The profile and its settings, like the rest of the dashboard, need a verified email address.
    const verified = requireAuth();

    app.get(
      '/profile',
      {
        onRequest: verified,
        schema: { tags: ['profile'], security: bearer, response: { 200: userEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await getUser(ctx.db, principalOf(request).userId),
      }),
    );

    app.put(
      '/profile',
      {
        onRequest: verified,
        schema: {
          tags: ['profile'],
          security: bearer,
          body: ProfileUpdateSchema,
          response: { 200: userEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateProfile(ctx, principalOf(request).userId, request.body),
      }),
    );

    for (const slot of ['avatar', 'cover'] as const) {
      app.post(
        slot === 'avatar' ? '/profile/upload-image' : '/profile/upload-cover',
        {
          onRequest: verified,
          schema: {
            tags: ['profile'],
            security: bearer,
            consumes: ['multipart/form-data'],
            description: 'Multipart with one file field `image` (JPEG, PNG, WebP or GIF, at most 5 MB).',
            response: { 200: userEnvelope },
          },
        },
        async (request) => {
          const userId = principalOf(request).userId;
          const webp = await toWebp(
            await readUploadedFile(request, {
              field: 'image',
              maxBytes: PROFILE_IMAGE_MAX_BYTES,
              refuseEmpty: true,
            }),
            PROFILE_IMAGE_SIZES[slot],
          );
          const key = `profile/${userId}-${slot}-${randomBytes(8).toString('hex')}.webp`;
          await ctx.storage.put(key, webp, 'image/webp');
          const previous = await replaceProfileImage(ctx, userId, slot, key).catch(async (error) => {
            await ctx.storage.delete(key);
            throw error;
          });
          if (previous) await ctx.storage.delete(previous);
          return { success: true as const, data: await getUser(ctx.db, userId) };
        },
      );
    }

    app.post(
      '/auth/become-creator',
      {
        onRequest: verified,
        schema: { tags: ['profile'], security: bearer, response: { 200: userEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await becomeCreator(ctx, principalOf(request).userId),
      }),
    );
  };
}

export function imageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/image-proxy/profile/:name',
      {
        schema: {
          tags: ['files'],
          params: z.object({ name: z.string().regex(/^[0-9]+-(avatar|cover)-[0-9a-f]{16}\.webp$/) }),
        },
      },
      async (request, reply) => sendStoredImage(ctx.storage, `profile/${request.params.name}`, reply),
    );
  };
}

export function adminUserRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = requireAuth({ roles: ['admin'] });
    const tags = ['admin'];
    const actor = (request: FastifyRequest) => principalOf(request).userId;

    app.get(
      '/admin/users',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          querystring: AdminUserListQuerySchema,
          response: { 200: successEnvelope(pageOf(AdminUserSchema)) },
        },
      },
      async (request) => ({ success: true as const, data: await listUsers(ctx.db, request.query) }),
    );

    app.get(
      '/admin/users/export',
      { onRequest: adminOnly, schema: { tags, security: bearer, produces: ['text/csv'] } },
      async (_request, reply) => {
        const csv = await exportUsersCsv(ctx.db);
        const date = ctx.now().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="pustaka-users-${date}.csv"`)
          .send(`\uFEFF${csv}`);
      },
    );

    app.get(
      '/admin/users/:id',
      {
        onRequest: adminOnly,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: userEnvelope } },
      },
      async (request) => ({ success: true as const, data: await getUser(ctx.db, request.params.id) }),
    );

    app.put(
      '/admin/users/:id',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: AdminUserUpdateSchema,
          response: { 200: userEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await adminUpdateUser(ctx, actor(request), request.params.id, request.body),
      }),
    );

    for (const action of ['activate', 'deactivate'] as const) {
      app.put(
        `/admin/users/:id/${action}`,
        {
          onRequest: adminOnly,
          schema: { tags, security: bearer, params: IdParamSchema, response: { 200: userEnvelope } },
        },
        async (request) => ({
          success: true as const,
          data: await setActive(ctx, actor(request), request.params.id, action === 'activate'),
        }),
      );
    }

    app.delete(
      '/admin/users/:id',
      {
        onRequest: adminOnly,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        const { keys } = await deleteUser(ctx, actor(request), request.params.id);
        await Promise.all(keys.map((key) => ctx.storage.delete(key)));
        return { success: true as const, message: say(request, 'userDeleted') };
      },
    );

    app.get(
      '/admin/roles',
      {
        onRequest: adminOnly,
        schema: { tags, security: bearer, response: { 200: successEnvelope(z.array(RoleSchema)) } },
      },
      async () => ({ success: true as const, data: [...ROLES] }),
    );

    app.post(
      '/admin/users/:id/roles',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: UserRoleAssignSchema,
          response: { 200: userEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await addRole(ctx, request.params.id, request.body.role),
      }),
    );

    app.delete(
      '/admin/users/:id/roles/:role',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          params: z.object({ id: IdParamSchema.shape.id, role: RoleSchema }),
          response: { 200: userEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await removeRole(ctx, actor(request), request.params.id, request.params.role),
      }),
    );

    app.get(
      '/admin/groups',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          response: { 200: successEnvelope(z.array(GroupSchema.extend({ members: z.number() }))) },
        },
      },
      async () => ({ success: true as const, data: await listGroups(ctx.db) }),
    );

    app.post(
      '/admin/groups',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          body: GroupCreateSchema,
          response: { 201: successEnvelope(GroupSchema) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ success: true as const, data: await createGroup(ctx.db, request.body) }),
    );

    app.delete(
      '/admin/groups/:id',
      {
        onRequest: adminOnly,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await deleteGroup(ctx, request.params.id);
        return { success: true as const, message: say(request, 'groupDeleted') };
      },
    );

    app.post(
      '/admin/users/:id/groups',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: UserGroupAssignSchema,
          response: { 200: userEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await addUserToGroup(ctx, request.params.id, request.body.group_id),
      }),
    );

    app.delete(
      '/admin/users/:id/groups/:groupId',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          params: z.object({ id: IdParamSchema.shape.id, groupId: IdParamSchema.shape.id }),
          response: { 200: userEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await removeUserFromGroup(ctx, request.params.id, request.params.groupId),
      }),
    );
  };
}
