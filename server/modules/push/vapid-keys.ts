import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who push services contact about our pushes (a mailto: or https: URL). */
  subject: string;
}

/**
 * docs/architecture.md §6: the keys come from the environment, or are generated once into the database. Every
 * instance must sign with the same pair (a subscription is bound to the public key it was made
 * with), so the first instance's insert wins and the others read what it wrote.
 */
export async function loadVapidKeys(db: Database, config: AppConfig): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? (config.PUBLIC_URL?.startsWith('https://') ? config.PUBLIC_URL : 'mailto:webmaster@localhost');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const generated = JSON.stringify(webpush.generateVAPIDKeys());
  await db.execute(sql`insert into server_settings (name, value) values ('vapid', ${generated}) on conflict (name) do nothing`);
  const rows = await sqlRows<{ value: string }>(db, sql`select value from server_settings where name = 'vapid'`);
  const stored = JSON.parse(rows[0]!.value) as { publicKey: string; privateKey: string };
  return { ...stored, subject };
}
