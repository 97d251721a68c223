import { useParams, useSearchParams } from 'react-router';

const positive = (value: string | null | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number <= 2_147_483_647 ? number : 0;
};

/** The deck of a `/ai-slides/{id}/...` address, or 0 when the address holds none. */
export function useDeckId(): number {
  return positive(useParams().id);
}

/** `/ai-slides/full-preview?id=`: the deck comes in the query (spec section 2). */
export function useQueryDeckId(): number {
  return positive(useSearchParams()[0].get('id'));
}

export function useSlideId(): number {
  return positive(useParams().slideId);
}
