import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_POLL_MS } from '@portal/contract/limits';
import { readStaffSession, staffLoggedOut, staffLoginAddress } from './staff-session.ts';

/**
 * The staff screens' own status poll (the customer one skips them): when the staff session
 * ends (idle, taken over, expired) the tab goes to the staff login, which says why.
 */
export function useStaffSessionWatch(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setInterval(async () => {
      try {
        const { staff, endReason } = await readStaffSession();
        if (staff) return;
        staffLoggedOut();
        navigate(staffLoginAddress(endReason ?? 'IDLE'), { replace: true });
      } catch {
        // A failed poll says nothing about the session; the next one will.
      }
    }, SESSION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [navigate]);
}
