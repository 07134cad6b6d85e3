import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ResetPasswordPage } from '@/features/account/components/reset-password-page';
import { getUser, userQueryKey } from '@/features/auth/api/get-user';

/**
 * /reset-password (docs/decisions/0046-password-and-devices.md): the account feature's page; once the server has signed the person
 * in, the signed-in user is read as after any sign-in and they land on Home.
 */
export function ResetPasswordRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <ResetPasswordPage
      signedIn={async () => {
        queryClient.setQueryData(userQueryKey, await getUser());
        await navigate('/', { replace: true });
      }}
    />
  );
}
