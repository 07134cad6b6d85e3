import type { ReactNode } from 'react';
import classes from './page.module.css';

interface PageProps {
  title: ReactNode;
  /** Controls beside the title (e.g. an edit button). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every signed-in screen: one h1 and the content below it. */
export function Page({ title, actions, children }: PageProps) {
  return (
    <div className={classes.page}>
      <div className={classes.head}>
        <h1 className={classes.title}>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
