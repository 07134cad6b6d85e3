import '@mantine/core/styles/Anchor.css';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '@/components/page';

/** SPEC §2: the fallback for any unknown path while signed in. */
export function NotFoundPage() {
  return (
    <Page title="404 Page Not Found">
      <Text>The page you are looking for does not exist or has moved.</Text>
      <Anchor component={Link} to="/">
        Return Home
      </Anchor>
    </Page>
  );
}
