import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingOverlay } from '../components/layout/LoadingOverlay';
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
    // The detector is only needed here: it stays out of every page's first-load JS.
    void import('../lib/language/detectLanguage').then(({ detectLanguage }) => {
      navigate(`${entryTarget(pathname, detectLanguage())}${search}${hash}`, { replace: true });
    });
  }, [navigate, pathname, search, hash]);
  return <LoadingOverlay visible initial />;
}
