import type { Subscription } from '@pustaka/contract';

/** What the app-start subscription check answers: the list, or why there is none to trust. */
export type SubscriptionVerification =
  | { success: true; subscriptions: Subscription[] }
  | { success: false; reason: string };

/** The reason given when nobody is signed in: the check is not even tried. */
export const UNAUTHENTICATED = 'unauthenticated';

/**
 * Checks the user's subscriptions with the server. A failure is said, never hidden behind an empty list:
 * the reason is the error's own text (the API's message is already in the user's language), else
 * `failedText` ("Gagal memverifikasi langganan" / "Failed to verify subscription").
 */
export async function verifySubscription(
  userId: number | null,
  fetchList: () => Promise<unknown>,
  failedText: string,
): Promise<SubscriptionVerification> {
  if (userId === null) return { success: false, reason: UNAUTHENTICATED };
  try {
    const data = await fetchList();
    if (!Array.isArray(data)) return { success: false, reason: failedText };
    return { success: true, subscriptions: data as Subscription[] };
  } catch (error) {
    const text = error instanceof Error ? error.message.trim() : '';
    return { success: false, reason: text || failedText };
  }
}
