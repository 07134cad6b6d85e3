import { lstat } from 'node:fs/promises';
import { connect } from 'node:net';
import { AdminError } from './operation';
import { adminAnswerSchema, type AdminAnswer, type AdminRequest } from './protocol';

/** The server answers at once; an unsuspension of a prolific writer may take a few seconds. An operation may allow more. */
const ANSWER_TIMEOUT_MS = 60_000;

/**
 * Sends one request to the running server's admin socket and reads its one-line answer. Null when
 * no server listens there (no socket file, or one a crashed server left: nobody accepts). The
 * socket must belong to this user (or we are root): a socket someone else put there is not ours
 * to talk to.
 */
export async function askServer(socketPath: string, request: AdminRequest, answerWithinMs = ANSWER_TIMEOUT_MS): Promise<AdminAnswer | null> {
  let info;
  try {
    info = await lstat(socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const me = process.getuid?.();
  if (!info.isSocket()) throw new AdminError(`${socketPath} is not a socket: remove it and try again`);
  if (me !== undefined && me !== 0 && info.uid !== me) {
    throw new AdminError(`${socketPath} belongs to another user (uid ${info.uid}): run the command as the server's user`);
  }

  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let text = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(answerWithinMs, () => {
      socket.destroy();
      reject(new AdminError('The server did not answer on its admin socket in time'));
    });
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file nobody listens on: the server that made it is gone.
      if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')) resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      const parsed = (() => {
        try {
          return adminAnswerSchema.safeParse(JSON.parse(text.trim()));
        } catch {
          return null;
        }
      })();
      if (parsed?.success) resolve(parsed.data);
      else reject(new AdminError(`The server gave an answer this command does not understand: ${text.trim().slice(0, 200)}`));
    });
  });
}
