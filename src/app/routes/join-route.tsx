import { useParams } from 'react-router';
import { JoinPage } from '@/features/games/components/join-page';

/** /join/{code}, signed in or out. */
export function JoinRoute({ signedIn }: { signedIn: boolean }) {
  const { code } = useParams();
  return <JoinPage key={code} code={code} signedIn={signedIn} />;
}
