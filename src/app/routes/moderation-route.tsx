import { useUser } from '@/features/auth/api/get-user';
import { ModerationPage } from '@/features/safety/components/moderation-page';

/** /moderation: the operators' queue (decision 0045), a chunk of its own; `isOperator` is the signed-in user's. */
export function ModerationRoute() {
  const isOperator = useUser().data?.isOperator === true;
  return <ModerationPage isOperator={isOperator} />;
}
