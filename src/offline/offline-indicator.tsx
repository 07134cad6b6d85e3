import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import { IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useOnlineStatus } from './online-status';
import classes from './offline-indicator.module.css';

export const OFFLINE_ANNOUNCEMENT = "You're offline. Showing what's saved on this device.";
export const ONLINE_ANNOUNCEMENT = "You're back online.";

interface OfflineIndicatorProps {
  /** Changes made offline still waiting to be sent (the outbox); shown as a count. */
  waiting?: number;
}

/**
 * The header's connection state (issue 5): a compact 'Offline' mark while there is no connection
 * (and how many changes wait to be sent, when the outbox passes them), and a polite live region
 * that announces going offline and coming back. Renders nothing visible while online with nothing
 * waiting.
 */
export function OfflineIndicator({ waiting = 0 }: OfflineIndicatorProps) {
  const online = useOnlineStatus();
  const [announcement, setAnnouncement] = useState(online ? '' : OFFLINE_ANNOUNCEMENT);
  const previous = useRef(online);

  useEffect(() => {
    // Only a change is announced: the region must exist before its text changes to be read out.
    if (previous.current !== online) setAnnouncement(online ? ONLINE_ANNOUNCEMENT : OFFLINE_ANNOUNCEMENT);
    previous.current = online;
  }, [online]);

  const waitingText = waiting > 0 ? `${waiting} waiting to send` : '';
  const visible = !online || waiting > 0;
  const Icon = online ? IconCloudUpload : IconCloudOff;
  return (
    <>
      {visible && (
        <span className={classes.indicator} role="img" aria-label={[online ? '' : 'Offline', waitingText].filter(Boolean).join(', ')}>
          <Icon size={18} aria-hidden />
          <span aria-hidden>{online ? `${waiting} waiting` : waiting > 0 ? `Offline · ${waiting}` : 'Offline'}</span>
        </span>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
