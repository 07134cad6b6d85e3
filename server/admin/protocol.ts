import path from 'node:path';
import { z } from 'zod';

/**
 * The running server's admin socket (docs/decisions/0044-admin-command.md): a Unix socket in the
 * data folder, mode 0600, one JSON line in and one JSON line out, then the server closes the
 * connection. A request names an operation of server/admin/operations.ts and its words; nothing
 * else (no SQL, no other command) is understood.
 */
export const ADMIN_SOCKET_FILE = 'admin.sock';

export const adminSocketPath = (dataDir: string) => path.join(dataDir, ADMIN_SOCKET_FILE);

/** Linux allows 107 bytes in a socket path, macOS 103: longer ones can't be listened on. */
const MAX_SOCKET_PATH_BYTES = 103;

/** False where the server can't offer the socket: Windows, or a data folder path too long for one. */
export function canHaveAdminSocket(dataDir: string): boolean {
  return process.platform !== 'win32' && Buffer.byteLength(adminSocketPath(dataDir)) <= MAX_SOCKET_PATH_BYTES;
}

/** A request line longer than this is refused unread: the operations take a few short words. */
export const MAX_REQUEST_BYTES = 4096;

export const adminRequestSchema = z.strictObject({
  op: z.string().max(100),
  args: z.array(z.string().max(500)).max(10),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

export const adminAnswerSchema = z.object({ ok: z.boolean(), message: z.string() });
export type AdminAnswer = z.infer<typeof adminAnswerSchema>;
