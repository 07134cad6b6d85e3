import type { Database } from '../../db/client';
import { publishEvent, type EventNote } from '../events/event-notes';

/** The live events a moderation write collected, published after its commit (event-notes.ts says why after). */
export async function publishNotes(db: Database, notes: EventNote[]): Promise<void> {
  for (const note of notes) await publishEvent(db, note);
}
