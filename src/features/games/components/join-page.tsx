import { Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';
import { loginUrl } from '@/lib/login-url';
import { storePendingJoinCode, takePendingJoinCode } from '@/lib/pending-join-code';
import { useGameByInvite } from '../api/get-game-by-invite';
import { useJoinGameByCode } from '../api/join-game-by-code';
import type { InviteGame } from '@contract/games';
import { normaliseJoinCode } from '../join-code';
import { JoinGameDetails } from './join-game-details';

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
        <JoinGameDetails game={game} signedIn />
      </Paper>
      <Group grow>
        <Button variant="default" onClick={() => navigate('/')}>
          Cancel
        </Button>
        <Button loading={join.isPending} onClick={() => join.mutate(code)}>
          Join Game
        </Button>
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
      <Title order={1} size="h2">
        You're invited to a challenge
      </Title>
      <Paper withBorder p="md" radius="lg">
        <JoinGameDetails game={game} signedIn={false} />
      </Paper>
      <Button onClick={signIn}>Sign in to Join Game</Button>
    </Stack>
  );
}

/**
 * Signed in, the page sits in the app's chrome, which leaves margins to each screen (as Page does);
 * without them the card and buttons touched the edges of a phone. Signed out, the public layout
 * frames it already.
 */
function Frame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return signedIn ? (
    <Container size="sm" px="md" py="md">
      {children}
    </Container>
  ) : (
    children
  );
}

/** /join/{code}: reachable signed in or out (SPEC §2 "Join by code"). */
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

/** The human text of an answer (`{ message }`, DESIGN §4), without the client's "{status}: " prefix. */
function serverText(error: ApiError): string {
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : error.message;
}
