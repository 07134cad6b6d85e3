import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Page } from '@/components/page';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import classes from './mobile-demo-page.module.css';

const DEMO_USER = { firstName: 'Alex', lastName: 'Rivera', username: 'alex.demo', email: null, profileImageUrl: null };

/** /mobile-demo: a pretend phone that signs in and out with local state only (no calls). */
export function MobileDemoPage() {
  const [signedIn, setSignedIn] = useState(false);

  return (
    <Page title="Mobile Demo">
      <Text c="dimmed">A simulation of signing in and out on a phone. Nothing is sent to the server.</Text>
      <div className={classes.phone}>
        <section className={classes.screen} aria-label="Demo phone screen" aria-live="polite">
          <div className={classes.notch} aria-hidden />
          <div className={classes.content}>
            {signedIn ? (
              <>
                <UserAvatar user={DEMO_USER} size={72} radius={72} decorative />
                <Stack gap={4}>
                  <Title order={2} size="h4">
                    Welcome, {displayName(DEMO_USER)}!
                  </Title>
                  <Text size="sm" c="dimmed">
                    Signed in as @{DEMO_USER.username}
                  </Text>
                </Stack>
                <Button variant="default" onClick={() => setSignedIn(false)}>
                  Sign out
                </Button>
              </>
            ) : (
              <>
                <img src="/icons/icon.svg" alt="" width={64} height={64} />
                <Stack gap={4}>
                  <Title order={2} size="h4">
                    Comfort Zone Challenge
                  </Title>
                  <Text size="sm" c="dimmed">
                    You are signed out.
                  </Text>
                </Stack>
                <Button onClick={() => setSignedIn(true)}>Sign in</Button>
              </>
            )}
          </div>
        </section>
      </div>
    </Page>
  );
}
