import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** Signed-out screens other than the landing page (e.g. /join/{code}): a plain <main>. */
export function PublicLayout() {
  return (
    <Container component="main" size="sm" px="md" py="xl">
      <Outlet />
    </Container>
  );
}
