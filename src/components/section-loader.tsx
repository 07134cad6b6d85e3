import { Center, Loader } from '@mantine/core';

/** The loading state of a list or section: a spinner that screen readers hear as `label`. */
export function SectionLoader({ label }: { label: string }) {
  return (
    <Center py="md">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
