import '@mantine/core/styles/EmptyState.css';
import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyMessageProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The empty state of a list or screen: a title, a hint and optional actions. */
export function EmptyMessage({ title, description, icon, children }: EmptyMessageProps) {
  return (
    <EmptyState py="lg" size="sm" icon={icon} withIndicatorBackground={Boolean(icon)}>
      <EmptyState.Title>{title}</EmptyState.Title>
      {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
      {children ? <EmptyState.Actions>{children}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
