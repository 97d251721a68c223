import { startBeacon } from '@/landing/beacon';

// A creator's public landing page arrives rendered by the server; this entry only counts what visitors do.
// It loads none of the app (no React, no router, no dictionary), so the page stays light on a phone.
const island = document.getElementById('page-data');
const page = island ? (JSON.parse(island.textContent ?? 'null') as { id?: number } | null) : null;
if (page?.id) startBeacon(page.id);
