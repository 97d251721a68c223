export {
  BACKFILL_JOB,
  CONVERT_JOB,
  DeckRenditions,
  type DeckSource,
  type Rendition,
  type RenditionStatus,
} from './deck-renditions.ts';
