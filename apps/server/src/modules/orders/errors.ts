import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const ORDERS_ERRORS = {
  /** Checkout for a product the buyer already owns. */
  ALREADY_OWNED: {
    status: 409,
    id: 'Anda sudah memiliki produk ini. Buka di Perpustakaan Anda.',
    en: 'You already own this product. Open it in your library.',
  },
  /** Checkout for a product that is not approved, published and active. */
  PRODUCT_NOT_FOR_SALE: {
    status: 409,
    id: 'Produk ini sedang tidak dijual.',
    en: 'This product is not on sale right now.',
  },
  /** A voucher code whose uses (paid orders and open ones holding a use) have reached its limit. */
  VOUCHER_USED_UP: {
    status: 409,
    id: 'Kuota kode voucher ini sudah habis.',
    en: 'This voucher code has been used up.',
  },
  /** A creator tried to buy their own product. */
  OWN_PRODUCT: {
    status: 409,
    id: 'Anda tidak dapat membeli produk Anda sendiri.',
    en: 'You cannot buy your own product.',
  },
  /** The order is no longer in a state that allows this (already paid, expired, reviewed ...). */
  ORDER_STATE_CONFLICT: {
    status: 409,
    id: 'Status pesanan tidak memungkinkan tindakan ini.',
    en: 'The order is not in a state that allows this.',
  },
  /** A transfer proof is waiting for an admin; a second checkout would ask the buyer to pay twice. */
  ORDER_AWAITING_REVIEW: {
    status: 409,
    id: 'Bukti transfer Anda untuk produk ini sedang diperiksa admin.',
    en: 'Your transfer proof for this product is being checked by an admin.',
  },
  /** Deleting an order that moved money without the force variant. */
  ORDER_HAS_PAYMENT: {
    status: 409,
    id: 'Pesanan ini sudah dibayar. Gunakan hapus paksa untuk mengembalikan dana dan mencabut akses.',
    en: 'This order was paid. Use force delete to refund it and withdraw access.',
  },
} satisfies Record<string, ErrorSpec>;
