import { Center, Loader } from '@mantine/core';

/** The spinner shown while the signed-in user is resolved or a screen's code is loading. */
export function FullPageLoader() {
  return (
    <Center mih="100dvh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
