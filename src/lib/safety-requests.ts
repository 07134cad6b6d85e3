import type { ReportTargetType } from '@contract/reports';
import type { User } from '@contract/user';
import { createDialogRequestStore } from './dialog-request-store';

/** What a 'Report' menu item reports: the target, and how the dialog names it ('Post by Grace Hopper'). */
export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
  /** Shown under the dialog's title, so the person knows what they are reporting. */
  description: string;
}

/** A request to the app's one safety dialog: report something, or block or unblock a person. */
export type SafetyRequest =
  | { kind: 'report'; target: ReportTarget }
  | { kind: 'block' | 'unblock'; person: User };

/**
 * The report and block dialogs (docs/decisions/0045-safety-screens.md), asked for from the menus
 * of posts, comments, messages and people in several features, which do not import each other
 * (the import zones of eslint.config.js): they ask through this store (UI state only), and the host in the signed-in layout
 * (src/app/safety/safety-host.tsx) loads the safety feature's dialog on first use.
 */
export const useSafetyRequestStore = createDialogRequestStore<SafetyRequest>();

export const openReport = (target: ReportTarget) => useSafetyRequestStore.getState().open({ kind: 'report', target });
export const openBlock = (person: User) => useSafetyRequestStore.getState().open({ kind: 'block', person });
export const openUnblock = (person: User) => useSafetyRequestStore.getState().open({ kind: 'unblock', person });
