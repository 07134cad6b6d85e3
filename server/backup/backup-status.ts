/**
 * What the scheduled backups tell `/readyz` (docs/decisions/0051-backups-restore-and-move.md):
 * when the last backup that was written and proven by a test restore was taken (its snapshot). Null before the
 * first one (a fresh server, or none kept in BACKUP_DIR).
 */
export interface BackupStatus {
  lastGoodAt: Date | null;
}

/** Asked on every `/readyz`; absent on PostgreSQL, whose backups are the operator's own. */
export type BackupStatusSource = () => BackupStatus;
