import { messageOutboxKind } from '@/features/messages/api/message-outbox-kind';
import { commentOutboxKind } from '@/features/posts/api/comment-outbox-kind';
import { likeOutboxKind } from '@/features/posts/api/like-outbox-kind';
import { postOutboxKind } from '@/features/posts/api/post-outbox-kind';
import { reportOutboxKind } from '@/features/safety/api/report-outbox-kind';
import { appOutbox } from '@/offline/outbox/app-outbox';

/**
 * Every kind of write the outbox may hold (docs/architecture.md §7), registered before the signed-in layout
 * flushes it: an entry saved before a reload is sendable before its screen's code has loaded.
 * These files are small on purpose (no UI): they load with the app shell.
 */
export function registerOutboxKinds(): void {
  appOutbox.register(postOutboxKind, likeOutboxKind, commentOutboxKind, messageOutboxKind, reportOutboxKind);
}
