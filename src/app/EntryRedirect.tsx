import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingOverlay } from '../components/layout/LoadingOverlay';
import { detectLanguage } from '../lib/detectLanguage';
import { entryTarget } from '../lib/paths';

/**
 * Unprefixed entry points (/, /home, /services/ai, ...): stored choice, else browser languages,
 * else English; history is replaced so Back still works. Only the overlay shows meanwhile, so
 * no text in the other language can flash.
 */
export function EntryRedirect() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    navigate(`${entryTarget(pathname, detectLanguage())}${search}${hash}`, { replace: true });
  }, [navigate, pathname, search, hash]);
  return <LoadingOverlay visible initial />;
}
