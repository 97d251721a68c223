// The reference for the short-link bench: a bare Fastify route that redirects from memory (no database,
// no plugins, no counting).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/:code', (_request, reply) => {
  reply.code(302).header('location', 'https://contoh.id/tujuan').send();
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
