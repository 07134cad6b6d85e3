import { Button } from '@mantine/core';
import { IconShield } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BlockedPeopleSection } from './blocked-people-section';
import { MyReportsSection } from './my-reports-section';

/**
 * The Profile's safety part (docs/decisions/0040-trust-and-safety.md): 'Moderation' for operators, the people I block and the
 * outcome of my reports.
 */
export function ProfileSafety({ isOperator }: { isOperator: boolean }) {
  return (
    <>
      {isOperator ? (
        <Button component={Link} to="/moderation" variant="light" leftSection={<IconShield size={18} aria-hidden />}>
          Moderation
        </Button>
      ) : null}
      <BlockedPeopleSection />
      <MyReportsSection />
    </>
  );
}
