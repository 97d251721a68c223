import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { handleError } from '#platform/http/error-handler.ts';
import { validatorCompiler } from '#platform/http/validation.ts';

/**
 * A bare Fastify with the app's error handler and compilers, so one cross-cutting plugin can be tested
 * on its own, without a database.
 */
export function bareApp(): FastifyInstance {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  return app;
}
