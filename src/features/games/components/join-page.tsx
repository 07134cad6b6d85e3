import { Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AppIcon } from '@/components/app-icon';
import { ApiError } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';
import { loginUrl } from '@/lib/login-url';
import { storePendingJoinCode, takePendingJoinCode } from '@/lib/pending-join-code';
import { useGameByInvite } from '../api/get-game-by-invite';
import { useJoinGameByCode } from '../api/join-game-by-code';
import type { InviteGame } from '@contract/games';
import { normaliseJoinCode } from '../join-code';
import { JoinGameDetails } from './join-game-details';
import classes from './join-page.module.css';
import { RequestedButton, REQUEST_WAITING } from './requested-button';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to="/" variant="light">
        Return Home
      </Button>
    </Stack>
  );
}

function SignedInJoin({ game, code }: { game: InviteGame; code: string }) {
  const navigate = useNavigate();
  const join = useJoinGameByCode({ gameId: game.id });
  const member = Boolean(game.isMember);
  useEffect(() => {
    if (member) notifications.show({ id: 'already-member', message: 'Already a member' });
  }, [member]);
  if (member) return <Navigate to={`/games/${game.id}`} replace />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Join Game Invitation
      </Title>
      <Paper withBorder p="md" radius="lg">
        <JoinGameDetails game={game} />
      </Paper>
      {game.hasRequested ? <Text>{REQUEST_WAITING}</Text> : null}
      <Group grow>
        <Button variant="default" onClick={() => navigate('/')}>
          {game.hasRequested ? 'Back' : 'Cancel'}
        </Button>
        {/* My request waits (decision 0053): a second Join Game would only send it again. */}
        {game.hasRequested ? (
          <RequestedButton />
        ) : (
          <Button loading={join.isPending} onClick={() => join.mutate(code)}>
            Join Game
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function SignedOutJoin({ game, code }: { game: InviteGame; code: string }) {
  const signIn = () => {
    storePendingJoinCode(code);
    browserLocation.assign(loginUrl(`/join/${code}`));
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h2" ta="center">
        You're invited to a challenge
      </Title>
      <Paper withBorder p="lg" radius="lg" shadow="sm">
        <JoinGameDetails game={game} />
      </Paper>
      <Button size="md" radius="xl" leftSection={<IconLogin size={18} aria-hidden />} onClick={signIn}>
        Sign in to Join Game
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        New here? You can create an account on the next screen.
      </Text>
    </Stack>
  );
}

/**
 * Signed in, the page sits in the app's chrome, which leaves margins to each screen (as Page does);
 * without them the card and buttons touched the edges of a phone. Signed out it is the first screen
 * most people ever see (decision 0053): the landing page's brand, the app's icon and name (a link to the
 * landing page, which says what the app is), above the invitation.
 */
function Frame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  if (signedIn) {
    return (
      <Container size="sm" px="md" py="md">
        {children}
      </Container>
    );
  }
  return (
    <main className={classes.hero}>
      <Container size={480} px="md">
        <Stack gap="lg">
          <Link to="/" className={classes.brand} aria-label="Comfort Zone Challenge home">
            <Stack gap={6} align="center">
              <AppIcon size={64} />
              <Text component="span" fw={700} size="lg">
                Comfort Zone Challenge
              </Text>
            </Stack>
          </Link>
          {children}
        </Stack>
      </Container>
    </main>
  );
}

/** /join/{code}: reachable signed in or out (docs/product.md §2 "Join by code"). */
export function JoinPage({ code, signedIn }: { code: string | undefined; signedIn: boolean }) {
  return (
    <Frame signedIn={signedIn}>
      <JoinPageContent code={code} signedIn={signedIn} />
    </Frame>
  );
}

function JoinPageContent({ code: rawCode, signedIn }: { code: string | undefined; signedIn: boolean }) {
  const code = normaliseJoinCode(rawCode);
  const game = useGameByInvite(code ?? '', { enabled: code !== null });
  useEffect(() => {
    // Arriving here signed in fulfils a stored pending join: Home must not redirect again.
    if (signedIn) takePendingJoinCode();
  }, [signedIn]);

  if (code === null) return <Notice title="Invalid Join Link" text="This join link is not valid. Check the link or ask for a new one." />;
  if (game.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading game" />
      </Center>
    );
  }
  if (game.error instanceof ApiError && game.error.status === 429) {
    // Too many codes that matched no game (README "Rate limits"): the server says when to try again.
    return <Notice title="Too Many Attempts" text={serverText(game.error)} />;
  }
  if (game.isError) {
    return <Notice title="Game Not Found" text="The invitation may have expired or the game may no longer exist." />;
  }
  return signedIn ? <SignedInJoin game={game.data} code={code} /> : <SignedOutJoin game={game.data} code={code} />;
}

/** The human text of an answer (`{ message }`, docs/architecture.md §4), without the client's "{status}: " prefix. */
function serverText(error: ApiError): string {
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : error.message;
}
