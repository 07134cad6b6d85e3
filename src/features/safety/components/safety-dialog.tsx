import type { SafetyRequest } from '@/lib/safety-requests';
import { BlockDialog } from './block-dialog';
import { ReportDialog } from './report-dialog';

/** The dialog behind a safety request: a lazy chunk, loaded the first time someone reports or blocks. */
export function SafetyDialog({ userId, request, onClose }: { userId: string; request: SafetyRequest; onClose: () => void }) {
  if (request.kind === 'report') return <ReportDialog userId={userId} target={request.target} onClose={onClose} />;
  return <BlockDialog person={request.person} unblock={request.kind === 'unblock'} onClose={onClose} />;
}
