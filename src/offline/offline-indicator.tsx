import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useOnlineStatus } from './online-status';
import classes from './offline-indicator.module.css';

export const OFFLINE_ANNOUNCEMENT = "You're offline. Showing what's saved on this device.";
export const ONLINE_ANNOUNCEMENT = "You're back online.";

/**
 * The header's connection state (decision 0005): a compact 'Offline' mark while there is no connection,
 * and a polite live region that announces going offline and coming back. Renders nothing visible
 * while online. What waits to be sent is the outbox button's to show.
 */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  const [announcement, setAnnouncement] = useState(online ? '' : OFFLINE_ANNOUNCEMENT);
  const previous = useRef(online);

  useEffect(() => {
    // Only a change is announced: the region must exist before its text changes to be read out.
    if (previous.current !== online) setAnnouncement(online ? ONLINE_ANNOUNCEMENT : OFFLINE_ANNOUNCEMENT);
    previous.current = online;
  }, [online]);

  return (
    <>
      {!online && (
        <span className={classes.indicator} role="img" aria-label="Offline">
          <IconCloudOff size={18} aria-hidden />
          <span aria-hidden>Offline</span>
        </span>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
