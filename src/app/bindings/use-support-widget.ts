import { useEffect, useState } from 'react';
import { loadSupportWidget } from '../../../services/support/support-widget-loader.ts';

// Whether the configured support widget is there: 'none' when no widget is configured (the page's
// own panel is the offline default), 'loading', 'loaded' (the widget stands in for the panel) or
// 'failed' (the panel stays). Only the bindings of pages that offer support call it.

export type SupportWidgetStatus = 'none' | 'loading' | 'loaded' | 'failed';

export function useSupportWidget(url: string | null | undefined): SupportWidgetStatus {
  const [outcome, setOutcome] = useState<{ url: string; status: 'loaded' | 'failed' } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    loadSupportWidget(url).then(
      () => current && setOutcome({ url, status: 'loaded' }),
      () => current && setOutcome({ url, status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (!url) return 'none';
  return outcome?.url === url ? outcome.status : 'loading';
}
