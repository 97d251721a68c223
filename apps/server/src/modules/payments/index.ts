export { paymentGateway } from './gateway.ts';
