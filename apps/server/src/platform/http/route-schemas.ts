// Route schema parts every module repeats. The `:id` path parameter is the contract's IdParamSchema.

/** The OpenAPI security requirement of a route called with `Authorization: Bearer <token>`. */
export const bearer = [{ bearer: [] }];

/** The OpenAPI security requirement of a route called with `X-API-Key: <key>` (text extraction). */
export const apiKey = [{ apiKey: [] }];
