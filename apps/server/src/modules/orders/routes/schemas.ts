import { OrderSchema, successEnvelope } from '@pustaka/contract';

// Schemas the orders' route files share.

export const orderEnvelope = successEnvelope(OrderSchema);
