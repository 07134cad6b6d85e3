import { Link } from 'react-router';
import classes from '@/components/error-fallback.module.css';
import local from './not-found-page.module.css';

/**
 * The fallback for any unknown path while signed in. It looks like the other error pages
 * (src/components/error-fallback.tsx): a centred heading, what happened and one button (decision 0053).
 */
export function NotFoundPage() {
  return (
    <div className={classes.section}>
      <div className={classes.panel}>
        <h1 className={classes.title}>404 Page Not Found</h1>
        <p className={classes.text}>The page you are looking for does not exist or has moved.</p>
        <div className={classes.actions}>
          <Link to="/" className={`${classes.primary} ${local.link}`}>
            Return Home
          </Link>
        </div>
      </div>
    </div>
  );
}
